import { Command } from '@nestjs/cqrs';

/** Deletes a draft production with its projects and jobs; later statuses are archived instead. */
export class DeleteProductionCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
