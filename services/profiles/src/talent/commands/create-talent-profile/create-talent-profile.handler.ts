import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { talentCreated } from '../../domain/talent-events.js';
import { validateTalentProfile } from '../../domain/talent-profile.rules.js';
import { TalentRepository, type StoredTalent } from '../../talent.repository.js';
import { CreateTalentProfileCommand } from './create-talent-profile.command.js';

@CommandHandler(CreateTalentProfileCommand)
export class CreateTalentProfileHandler implements ICommandHandler<CreateTalentProfileCommand, StoredTalent> {
  constructor(private readonly talents: TalentRepository) {}

  async execute({ accountId, input }: CreateTalentProfileCommand): Promise<StoredTalent> {
    const today = new Date();
    const profile = { id: uuid7(), accountId, data: validateTalentProfile(input, today) };
    return this.talents.create(profile, talentCreated(profile, today));
  }
}
