import { Command } from '@nestjs/cqrs';

/** Deletes a draft job; published ones are archived instead. */
export class DeleteJobCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
