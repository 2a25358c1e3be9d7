import { Command } from '@nestjs/cqrs';
import type { StoredInviteRecord } from '../../invite.repository.js';

/** An owner or admin mails a pending invitation again, with a new link valid a week. */
export class ResendInviteCommand extends Command<StoredInviteRecord> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly id: string,
    /** The gateway's view of the caller, for the limits on mail-sending routes. */
    readonly clientIp: string,
  ) {
    super();
  }
}
