import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { representativeCreated } from '../../domain/representative-events.js';
import { validateRepresentativeProfile } from '../../domain/representative-profile.rules.js';
import { RepresentativeRepository, type StoredRepresentative } from '../../representative.repository.js';
import { CreateRepresentativeProfileCommand } from './create-representative-profile.command.js';

@CommandHandler(CreateRepresentativeProfileCommand)
export class CreateRepresentativeProfileHandler implements ICommandHandler<
  CreateRepresentativeProfileCommand,
  StoredRepresentative
> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  execute({ accountId, input }: CreateRepresentativeProfileCommand): Promise<StoredRepresentative> {
    const profile = { id: uuid7(), accountId, data: validateRepresentativeProfile(input) };
    return this.representatives.create(profile, representativeCreated(profile));
  }
}
