import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateTalentProfileHandler } from './commands/create-talent-profile/create-talent-profile.handler.js';
import { DeleteTalentProfileHandler } from './commands/delete-talent-profile/delete-talent-profile.handler.js';
import { UpdateTalentProfileHandler } from './commands/update-talent-profile/update-talent-profile.handler.js';
import { GetTalentDetailsHandler } from './queries/get-talent-details/get-talent-details.handler.js';
import { GetTalentProfileHandler } from './queries/get-talent-profile/get-talent-profile.handler.js';
import { ListTalentProfilesHandler } from './queries/list-talent-profiles/list-talent-profiles.handler.js';
import { SearchTalentHandler } from './queries/search-talent/search-talent.handler.js';
import { TalentMessages } from './talent.messages.js';
import { TalentRepository } from './talent.repository.js';

const handlers = [
  CreateTalentProfileHandler,
  UpdateTalentProfileHandler,
  DeleteTalentProfileHandler,
  GetTalentProfileHandler,
  ListTalentProfilesHandler,
  GetTalentDetailsHandler,
  SearchTalentHandler,
];

@Module({
  imports: [CqrsModule],
  controllers: [TalentMessages],
  providers: [TalentRepository, ...handlers],
  exports: [TalentRepository],
})
export class TalentModule {}
