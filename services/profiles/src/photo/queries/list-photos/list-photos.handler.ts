import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireOwnedTalent } from '../../../talent/talent.access.js';
import { TalentRepository } from '../../../talent/talent.repository.js';
import { PhotoRepository, type ProfilePhotos } from '../../photo.repository.js';
import { ListPhotosQuery } from './list-photos.query.js';

@QueryHandler(ListPhotosQuery)
export class ListPhotosHandler implements IQueryHandler<ListPhotosQuery, ProfilePhotos> {
  constructor(
    private readonly talents: TalentRepository,
    private readonly photos: PhotoRepository,
  ) {}

  async execute({ accountId, talentId }: ListPhotosQuery): Promise<ProfilePhotos> {
    return this.photos.list(requireOwnedTalent(await this.talents.findById(talentId, false), accountId, talentId));
  }
}
