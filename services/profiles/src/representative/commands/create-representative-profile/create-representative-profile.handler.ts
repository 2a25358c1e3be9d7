import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { representativeCreated } from '../../domain/representative-events.js';
import { validateRepresentativeProfile } from '../../domain/representative-profile.rules.js';
import { RepresentativeRepository, type RepresentativeRecord } from '../../representative.repository.js';
import { CreateRepresentativeProfileCommand } from './create-representative-profile.command.js';

@CommandHandler(CreateRepresentativeProfileCommand)
export class CreateRepresentativeProfileHandler implements ICommandHandler<
  CreateRepresentativeProfileCommand,
  RepresentativeRecord
> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  async execute({ accountId, input }: CreateRepresentativeProfileCommand): Promise<RepresentativeRecord> {
    const profile = { id: uuid7(), accountId, data: validateRepresentativeProfile(input) };
    // A new profile has no licence document yet: it is uploaded to the profile once it exists.
    return {
      ...(await this.representatives.create(profile, representativeCreated(profile))),
      licenseDocumentOnFile: false,
    };
  }
}
