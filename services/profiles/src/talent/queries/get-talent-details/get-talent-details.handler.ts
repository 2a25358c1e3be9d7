import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { TalentRepository, type StoredTalent } from '../../talent.repository.js';
import { GetTalentDetailsQuery } from './get-talent-details.query.js';

@QueryHandler(GetTalentDetailsQuery)
export class GetTalentDetailsHandler implements IQueryHandler<GetTalentDetailsQuery, StoredTalent> {
  constructor(private readonly talents: TalentRepository) {}

  async execute({ id }: GetTalentDetailsQuery): Promise<StoredTalent> {
    const profile = await this.talents.findById(id, true);
    if (!profile) {
      throw new ProfilesException(ProfilesErrorCode.ProfileNotFound, `No talent profile ${id}.`, [id]);
    }
    return profile;
  }
}
