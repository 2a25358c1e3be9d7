import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** Talent and representative profiles, photos and search (ARCHITECTURE §1). */
@Module({ imports: [CqrsModule.forRoot()] })
export class ProfilesModule {}
