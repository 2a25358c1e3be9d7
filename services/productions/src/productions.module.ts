import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** Productions, projects and jobs, their status and phases, job search (ARCHITECTURE §1). */
@Module({ imports: [CqrsModule.forRoot()] })
export class ProductionsModule {}
