import { Command } from '@nestjs/cqrs';
import type { StoredProduction } from '../../production.repository.js';

/** PATCH /api/production/{id}/status: one step of the status table. */
export class ChangeProductionStatusCommand extends Command<StoredProduction> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly status: string,
  ) {
    super();
  }
}
