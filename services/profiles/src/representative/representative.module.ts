import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateRepresentativeProfileHandler } from './commands/create-representative-profile/create-representative-profile.handler.js';
import { DeleteRepresentativeProfileHandler } from './commands/delete-representative-profile/delete-representative-profile.handler.js';
import { UpdateRepresentativeProfileHandler } from './commands/update-representative-profile/update-representative-profile.handler.js';
import { GetRepresentativeDetailsHandler } from './queries/get-representative-details/get-representative-details.handler.js';
import { GetRepresentativeProfileHandler } from './queries/get-representative-profile/get-representative-profile.handler.js';
import { ListRepresentativeProfilesHandler } from './queries/list-representative-profiles/list-representative-profiles.handler.js';
import { SearchRepresentativeHandler } from './queries/search-representative/search-representative.handler.js';
import { RepresentativeMessages } from './representative.messages.js';
import { RepresentativeRepository } from './representative.repository.js';

const handlers = [
  CreateRepresentativeProfileHandler,
  UpdateRepresentativeProfileHandler,
  DeleteRepresentativeProfileHandler,
  GetRepresentativeProfileHandler,
  ListRepresentativeProfilesHandler,
  GetRepresentativeDetailsHandler,
  SearchRepresentativeHandler,
];

@Module({
  imports: [CqrsModule],
  controllers: [RepresentativeMessages],
  providers: [RepresentativeRepository, ...handlers],
})
export class RepresentativeModule {}
