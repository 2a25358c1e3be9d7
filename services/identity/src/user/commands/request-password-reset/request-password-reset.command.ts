import { Command } from '@nestjs/cqrs';

/** "Forgot password": mail a reset link. Answers the same whether or not the email is known. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
