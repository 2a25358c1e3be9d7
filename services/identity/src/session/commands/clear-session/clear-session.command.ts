import { Command } from '@nestjs/cqrs';

/** Sign out: the caller's session (refresh-token family) ends. */
export class ClearSessionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
