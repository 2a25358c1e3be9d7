import { Command } from '@nestjs/cqrs';

/** Deletes a draft project with its jobs. */
export class DeleteProjectCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
