import { mergeMasked } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isMinor } from '../../domain/talent-age.js';
import { validateTalentProfile, type TalentProfileInput } from '../../domain/talent-profile.rules.js';
import { requireOwnedTalent } from '../../talent.access.js';
import { TalentRepository, type StoredTalent } from '../../talent.repository.js';
import { UpdateTalentProfileCommand } from './update-talent-profile.command.js';

@CommandHandler(UpdateTalentProfileCommand)
export class UpdateTalentProfileHandler implements ICommandHandler<UpdateTalentProfileCommand, StoredTalent> {
  constructor(private readonly talents: TalentRepository) {}

  async execute({ accountId, id, input, fieldMask }: UpdateTalentProfileCommand): Promise<StoredTalent> {
    const current = requireOwnedTalent(await this.talents.findById(id, false), accountId, id);
    const today = new Date();
    // The stored profile is valid input too (metric height and weight become {cm} and {kg}).
    const { heightCm, weightGrams, ...stored } = current.data;
    const storedInput: TalentProfileInput = {
      ...stored,
      height: heightCm === undefined ? undefined : { cm: heightCm },
      weight: weightGrams === undefined ? undefined : { kg: weightGrams / 1000 },
    };
    const data = validateTalentProfile(mergeMasked(storedInput, input, fieldMask), today);
    const updated = await this.talents.update(id, accountId, data, isMinor(data.birthDate, today));
    return requireOwnedTalent(updated, accountId, id);
  }
}
