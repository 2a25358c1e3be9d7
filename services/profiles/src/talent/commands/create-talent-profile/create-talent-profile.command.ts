import { Command } from '@nestjs/cqrs';
import type { TalentProfileInput } from '../../domain/talent-profile.rules.js';
import type { StoredTalent } from '../../talent.repository.js';

/** The selected account creates a talent profile. */
export class CreateTalentProfileCommand extends Command<StoredTalent> {
  constructor(
    readonly accountId: string,
    readonly input: TalentProfileInput,
  ) {
    super();
  }
}
