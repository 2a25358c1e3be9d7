import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { RepresentativeRepository, type StoredRepresentative } from '../../representative.repository.js';
import { GetRepresentativeDetailsQuery } from './get-representative-details.query.js';

@QueryHandler(GetRepresentativeDetailsQuery)
export class GetRepresentativeDetailsHandler implements IQueryHandler<
  GetRepresentativeDetailsQuery,
  StoredRepresentative
> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  async execute({ id }: GetRepresentativeDetailsQuery): Promise<StoredRepresentative> {
    const profile = await this.representatives.findById(id);
    if (!profile) {
      throw new ProfilesException(ProfilesErrorCode.ProfileNotFound, `No representative profile ${id}.`, [id]);
    }
    return profile;
  }
}
