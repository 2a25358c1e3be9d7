import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProductionModule } from '../production/production.module.js';
import { ChangeProjectStatusHandler } from './commands/change-project-status/change-project-status.handler.js';
import { CreateProjectHandler } from './commands/create-project/create-project.handler.js';
import { DeleteProjectHandler } from './commands/delete-project/delete-project.handler.js';
import { UpdateProjectHandler } from './commands/update-project/update-project.handler.js';
import { ProjectMessages } from './project.messages.js';
import { ProjectRepository } from './project.repository.js';
import { GetProjectDetailsHandler } from './queries/get-project-details/get-project-details.handler.js';
import { GetProjectHandler } from './queries/get-project/get-project.handler.js';
import { ListProjectsByProductionHandler } from './queries/list-projects-by-production/list-projects-by-production.handler.js';
import { ListProjectsHandler } from './queries/list-projects/list-projects.handler.js';

const handlers = [
  CreateProjectHandler,
  UpdateProjectHandler,
  DeleteProjectHandler,
  ChangeProjectStatusHandler,
  GetProjectHandler,
  ListProjectsHandler,
  ListProjectsByProductionHandler,
  GetProjectDetailsHandler,
];

@Module({
  imports: [CqrsModule, ProductionModule],
  controllers: [ProjectMessages],
  providers: [ProjectRepository, ...handlers],
  exports: [ProjectRepository, GetProjectDetailsHandler],
})
export class ProjectModule {}
