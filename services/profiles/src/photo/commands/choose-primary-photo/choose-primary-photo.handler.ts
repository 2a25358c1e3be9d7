import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { requireOwnedTalent } from '../../../talent/talent.access.js';
import { TalentRepository } from '../../../talent/talent.repository.js';
import { primaryChosen } from '../../domain/primary-photo.js';
import { PhotoRepository, type ProfilePhotos } from '../../photo.repository.js';
import { ChoosePrimaryPhotoCommand } from './choose-primary-photo.command.js';

@CommandHandler(ChoosePrimaryPhotoCommand)
export class ChoosePrimaryPhotoHandler implements ICommandHandler<ChoosePrimaryPhotoCommand, ProfilePhotos> {
  constructor(
    private readonly talents: TalentRepository,
    private readonly photos: PhotoRepository,
  ) {}

  async execute({ accountId, talentId, photoId }: ChoosePrimaryPhotoCommand): Promise<ProfilePhotos> {
    requireOwnedTalent(await this.talents.findById(talentId, false), accountId, talentId);
    const chosen = await this.photos.choosePrimary(talentId, photoId, (profile, photo) =>
      primaryChosen(profile, photoId, photo, new Date()),
    );
    if (!chosen) {
      // The profile was deleted meanwhile.
      throw new ProfilesException(ProfilesErrorCode.ProfileNotFound, `No talent profile ${talentId}.`, [talentId]);
    }
    return chosen;
  }
}
