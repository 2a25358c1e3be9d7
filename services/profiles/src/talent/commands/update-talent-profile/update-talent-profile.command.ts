import { Command } from '@nestjs/cqrs';
import type { TalentProfileInput } from '../../domain/talent-profile.rules.js';
import type { StoredTalent } from '../../talent.repository.js';

/** The owning account changes the fields named in `fieldMask`; the others keep their stored values. */
export class UpdateTalentProfileCommand extends Command<StoredTalent> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly input: TalentProfileInput,
    readonly fieldMask: readonly string[],
  ) {
    super();
  }
}
