import { Command } from '@nestjs/cqrs';
import type { DealMemoInput } from '../../domain/deal-memo.rules.js';
import type { StoredApplication } from '../../application.repository.js';

export interface ApplicationUpdate {
  /** unapply, accept, deny, restore, archive, unarchive. */
  action?: string;
  isFavorite?: boolean;
  dealMemo?: DealMemoInput;
  /** Why the owner denies (shown to the applicant). */
  reason?: string;
}

/**
 * PATCH /api/application/{id} (prospect fields and actions), PATCH /api/application/status/accept/{id},
 * DELETE /api/application/{id} (unapply): everything asked for is applied together or not at all.
 */
export class UpdateApplicationCommand extends Command<StoredApplication> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly update: ApplicationUpdate,
  ) {
    super();
  }
}
