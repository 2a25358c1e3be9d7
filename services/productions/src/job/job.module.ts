import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProductionModule } from '../production/production.module.js';
import { ProjectModule } from '../project/project.module.js';
import { ChangeJobStatusHandler } from './commands/change-job-status/change-job-status.handler.js';
import { CreateJobHandler } from './commands/create-job/create-job.handler.js';
import { DeleteJobHandler } from './commands/delete-job/delete-job.handler.js';
import { UpdateJobHandler } from './commands/update-job/update-job.handler.js';
import { JobMessages } from './job.messages.js';
import { JobRepository } from './job.repository.js';
import { GetJobDetailsHandler } from './queries/get-job-details/get-job-details.handler.js';
import { GetJobHandler } from './queries/get-job/get-job.handler.js';
import { ListJobsByProjectHandler } from './queries/list-jobs-by-project/list-jobs-by-project.handler.js';
import { ListJobsHandler } from './queries/list-jobs/list-jobs.handler.js';
import { SearchJobsHandler } from './queries/search-jobs/search-jobs.handler.js';

const handlers = [
  CreateJobHandler,
  UpdateJobHandler,
  DeleteJobHandler,
  ChangeJobStatusHandler,
  GetJobHandler,
  ListJobsHandler,
  ListJobsByProjectHandler,
  GetJobDetailsHandler,
  SearchJobsHandler,
];

@Module({
  imports: [CqrsModule, ProductionModule, ProjectModule],
  controllers: [JobMessages],
  providers: [JobRepository, ...handlers],
})
export class JobModule {}
