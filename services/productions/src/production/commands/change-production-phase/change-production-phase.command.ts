import { Command } from '@nestjs/cqrs';
import type { StoredProduction } from '../../production.repository.js';

/** Start Hiring, Freeze Hiring, and on through post-production (the phase table). */
export class ChangeProductionPhaseCommand extends Command<StoredProduction> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly phase: string,
  ) {
    super();
  }
}
