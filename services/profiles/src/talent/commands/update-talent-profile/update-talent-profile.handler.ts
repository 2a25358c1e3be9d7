import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { talentUpdate } from '../../domain/talent-events.js';
import { requireOwnedTalent } from '../../talent.access.js';
import { TalentRepository, type StoredTalent } from '../../talent.repository.js';
import { UpdateTalentProfileCommand } from './update-talent-profile.command.js';

@CommandHandler(UpdateTalentProfileCommand)
export class UpdateTalentProfileHandler implements ICommandHandler<UpdateTalentProfileCommand, StoredTalent> {
  constructor(private readonly talents: TalentRepository) {}

  async execute({ accountId, id, input, fieldMask }: UpdateTalentProfileCommand): Promise<StoredTalent> {
    const current = requireOwnedTalent(await this.talents.findById(id, false), accountId, id);
    const { data, events } = talentUpdate(current, input, fieldMask, new Date());
    return requireOwnedTalent(await this.talents.update(current, data, events), accountId, id);
  }
}
