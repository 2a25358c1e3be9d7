import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueMessages } from './catalogue/catalogue.messages.js';
import { JobModule } from './job/job.module.js';
import { ProductionModule } from './production/production.module.js';
import { ProjectModule } from './project/project.module.js';

/** Productions, projects and jobs: the wizard, status and phase rules, job search (docs/architecture.md §1). */
@Module({
  imports: [CqrsModule.forRoot(), ProductionModule, ProjectModule, JobModule],
  controllers: [CatalogueMessages],
})
export class ProductionsModule {}
