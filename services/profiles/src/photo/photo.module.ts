import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TalentModule } from '../talent/talent.module.js';
import { AddPhotoHandler } from './commands/add-photo/add-photo.handler.js';
import { ChoosePrimaryPhotoHandler } from './commands/choose-primary-photo/choose-primary-photo.handler.js';
import { DeletePhotoHandler } from './commands/delete-photo/delete-photo.handler.js';
import { PhotoProcessor } from './photo-processor.js';
import { PhotoMessages } from './photo.messages.js';
import { PhotoRepository } from './photo.repository.js';
import { GetPhotoFileHandler } from './queries/get-photo-file/get-photo-file.handler.js';
import { ListPhotosHandler } from './queries/list-photos/list-photos.handler.js';

@Module({
  imports: [CqrsModule, TalentModule],
  controllers: [PhotoMessages],
  providers: [
    PhotoRepository,
    PhotoProcessor,
    AddPhotoHandler,
    DeletePhotoHandler,
    ChoosePrimaryPhotoHandler,
    ListPhotosHandler,
    GetPhotoFileHandler,
  ],
})
export class PhotoModule {}
