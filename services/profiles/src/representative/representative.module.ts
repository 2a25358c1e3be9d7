import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateRepresentativeProfileHandler } from './commands/create-representative-profile/create-representative-profile.handler.js';
import { DeleteLicenseDocumentHandler } from './commands/delete-license-document/delete-license-document.handler.js';
import { DeleteRepresentativeProfileHandler } from './commands/delete-representative-profile/delete-representative-profile.handler.js';
import { UpdateRepresentativeProfileHandler } from './commands/update-representative-profile/update-representative-profile.handler.js';
import { UploadLicenseDocumentHandler } from './commands/upload-license-document/upload-license-document.handler.js';
import { LicenseDocumentMessages } from './license-document.messages.js';
import { LicenseDocumentRepository } from './license-document.repository.js';
import { GetLicenseDocumentFileHandler } from './queries/get-license-document-file/get-license-document-file.handler.js';
import { GetLicenseDocumentHandler } from './queries/get-license-document/get-license-document.handler.js';
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
  UploadLicenseDocumentHandler,
  GetLicenseDocumentHandler,
  DeleteLicenseDocumentHandler,
  GetLicenseDocumentFileHandler,
];

@Module({
  imports: [CqrsModule],
  controllers: [RepresentativeMessages, LicenseDocumentMessages],
  providers: [RepresentativeRepository, LicenseDocumentRepository, ...handlers],
})
export class RepresentativeModule {}
