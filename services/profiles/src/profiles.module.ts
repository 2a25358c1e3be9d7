import { FILE_STORAGE, type FileStorage } from '@callsheet/kernel';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueMessages } from './catalogue/catalogue.messages.js';
import { PhotoModule } from './photo/photo.module.js';
import { RepresentativeModule } from './representative/representative.module.js';
import { TalentModule } from './talent/talent.module.js';

/** Talent and representative profiles, photos and search (docs/architecture.md §1). */
@Global()
@Module({})
export class ProfilesModule {
  static forRoot(storage: FileStorage): DynamicModule {
    return {
      module: ProfilesModule,
      imports: [CqrsModule.forRoot(), TalentModule, RepresentativeModule, PhotoModule],
      controllers: [CatalogueMessages],
      providers: [{ provide: FILE_STORAGE, useValue: storage }],
      exports: [FILE_STORAGE],
    };
  }
}
