import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireOwnedTalent } from '../../talent.access.js';
import { TalentRepository, type StoredTalent } from '../../talent.repository.js';
import { GetTalentProfileQuery } from './get-talent-profile.query.js';

@QueryHandler(GetTalentProfileQuery)
export class GetTalentProfileHandler implements IQueryHandler<GetTalentProfileQuery, StoredTalent> {
  constructor(private readonly talents: TalentRepository) {}

  async execute({ accountId, id, withPhotos }: GetTalentProfileQuery): Promise<StoredTalent> {
    return requireOwnedTalent(await this.talents.findById(id, withPhotos), accountId, id);
  }
}
