import { Command } from '@nestjs/cqrs';

export class DeleteRepresentativeProfileCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
