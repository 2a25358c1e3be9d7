import { create } from '@bufbuild/protobuf';
import {
  type ChangeStatusRequest,
  type CreateJobRequest,
  type Job,
  type JobDetails,
  type JobDetailsPage,
  JobDetailsPageSchema,
  JobFieldsSchema,
  type JobPage,
  JobPageSchema,
  type ListJobsByProjectRequest,
  type ListJobsRequest,
  type ProductionRef,
  ProductionsCalls,
  type RecordDeleted,
  RecordDeletedSchema,
  type SearchJobsRequest,
  type UpdateJobRequest,
} from '@callsheet/contracts';
import { pageOf, pageReply, plainFields, plainInput, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeJobStatusCommand } from './commands/change-job-status/change-job-status.command.js';
import { CreateJobCommand } from './commands/create-job/create-job.command.js';
import { DeleteJobCommand } from './commands/delete-job/delete-job.command.js';
import { UpdateJobCommand } from './commands/update-job/update-job.command.js';
import { toJobDetails, toJobMessage } from './job.views.js';
import { GetJobDetailsQuery } from './queries/get-job-details/get-job-details.query.js';
import { GetJobQuery } from './queries/get-job/get-job.query.js';
import { ListJobsByProjectQuery } from './queries/list-jobs-by-project/list-jobs-by-project.query.js';
import { ListJobsQuery } from './queries/list-jobs/list-jobs.query.js';
import { SearchJobsQuery } from './queries/search-jobs/search-jobs.query.js';

/** Kafka transport for jobs: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class JobMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProductionsCalls.createJob)
  async create(@Payload() { accountId, projectId, fields }: CreateJobRequest): Promise<Job> {
    return toJobMessage(
      await this.commandBus.execute(new CreateJobCommand(accountId, projectId, plainFields(JobFieldsSchema, fields))),
    );
  }

  @RpcHandler(ProductionsCalls.updateJob)
  async update(@Payload() { accountId, id, fields, fieldMask }: UpdateJobRequest): Promise<Job> {
    const command = new UpdateJobCommand(accountId, id, plainFields(JobFieldsSchema, fields), fieldMask);
    return toJobMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProductionsCalls.getJob)
  async get(@Payload() { accountId, id }: ProductionRef): Promise<Job> {
    return toJobMessage(await this.queryBus.execute(new GetJobQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.jobDetails)
  async details(@Payload() { accountId, id }: ProductionRef): Promise<JobDetails> {
    return toJobDetails(await this.queryBus.execute(new GetJobDetailsQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.listJobs)
  async list(@Payload() { accountId, page }: ListJobsRequest): Promise<JobPage> {
    const found = await this.queryBus.execute(new ListJobsQuery(accountId, pageOf(page)));
    return pageReply(JobPageSchema, found, toJobMessage);
  }

  @RpcHandler(ProductionsCalls.jobsByProject)
  async byProject(@Payload() { accountId, projectId, page }: ListJobsByProjectRequest): Promise<JobPage> {
    const found = await this.queryBus.execute(new ListJobsByProjectQuery(accountId, projectId, pageOf(page)));
    return pageReply(JobPageSchema, found, toJobMessage);
  }

  @RpcHandler(ProductionsCalls.deleteJob)
  async delete(@Payload() { accountId, id }: ProductionRef): Promise<RecordDeleted> {
    await this.commandBus.execute(new DeleteJobCommand(accountId, id));
    return create(RecordDeletedSchema, { id, deleted: true });
  }

  @RpcHandler(ProductionsCalls.changeJobStatus)
  async changeStatus(@Payload() { accountId, id, status, posterLicense }: ChangeStatusRequest): Promise<Job> {
    const license = posterLicense?.number ? plainInput(posterLicense) : undefined;
    return toJobMessage(await this.commandBus.execute(new ChangeJobStatusCommand(accountId, id, status, license)));
  }

  @RpcHandler(ProductionsCalls.searchJobs)
  async search(@Payload() request: SearchJobsRequest): Promise<JobDetailsPage> {
    const { accountId, page, pay, dates, ...filters } = plainInput(request);
    const search = { ...filters, pay: pay ?? {}, dates: dates ?? {} };
    const found = await this.queryBus.execute(new SearchJobsQuery(accountId, search, pageOf(page)));
    return pageReply(JobDetailsPageSchema, found, toJobDetails);
  }
}
