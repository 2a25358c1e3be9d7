import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  ChangeStatusRequestSchema,
  CreateJobRequestSchema,
  JobDetailsPageSchema,
  JobDetailsSchema,
  JobPageSchema,
  JobSchema,
  ListJobsByProjectRequestSchema,
  ListJobsRequestSchema,
  ProductionRefSchema,
  ProductionsCalls,
  RecordDeletedSchema,
  SearchJobsRequestSchema,
  UpdateJobRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, plainInput, RpcHandler, type Page } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeJobStatusCommand } from './commands/change-job-status/change-job-status.command.js';
import { CreateJobCommand } from './commands/create-job/create-job.command.js';
import { DeleteJobCommand } from './commands/delete-job/delete-job.command.js';
import { UpdateJobCommand } from './commands/update-job/update-job.command.js';
import { toJobDetails, toJobInput, toJobMessage } from './job.mapper.js';
import type { StoredJob } from './job.repository.js';
import { GetJobDetailsQuery } from './queries/get-job-details/get-job-details.query.js';
import { GetJobQuery } from './queries/get-job/get-job.query.js';
import { ListJobsByProjectQuery } from './queries/list-jobs-by-project/list-jobs-by-project.query.js';
import { ListJobsQuery } from './queries/list-jobs/list-jobs.query.js';
import { SearchJobsQuery } from './queries/search-jobs/search-jobs.query.js';

/** Kafka transport for jobs: decode, dispatch one command or query, encode. */
@Controller()
export class JobMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProductionsCalls.createJob)
  async create(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, projectId, fields } = decodeRequest(CreateJobRequestSchema, payload);
    return view(await this.commandBus.execute(new CreateJobCommand(accountId, projectId, toJobInput(fields))));
  }

  @RpcHandler(ProductionsCalls.updateJob)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, fields, fieldMask } = decodeRequest(UpdateJobRequestSchema, payload);
    return view(await this.commandBus.execute(new UpdateJobCommand(accountId, id, toJobInput(fields), fieldMask)));
  }

  @RpcHandler(ProductionsCalls.getJob)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    return view(await this.queryBus.execute(new GetJobQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.jobDetails)
  async details(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    return toJson(JobDetailsSchema, toJobDetails(await this.queryBus.execute(new GetJobDetailsQuery(accountId, id))));
  }

  @RpcHandler(ProductionsCalls.listJobs)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListJobsRequestSchema, payload);
    return pageView(await this.queryBus.execute(new ListJobsQuery(accountId, pageOf(page))));
  }

  @RpcHandler(ProductionsCalls.jobsByProject)
  async byProject(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, projectId, page } = decodeRequest(ListJobsByProjectRequestSchema, payload);
    return pageView(await this.queryBus.execute(new ListJobsByProjectQuery(accountId, projectId, pageOf(page))));
  }

  @RpcHandler(ProductionsCalls.deleteJob)
  async delete(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    await this.commandBus.execute(new DeleteJobCommand(accountId, id));
    return toJson(RecordDeletedSchema, create(RecordDeletedSchema, { id, deleted: true }));
  }

  @RpcHandler(ProductionsCalls.changeJobStatus)
  async changeStatus(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, status, posterLicense } = decodeRequest(ChangeStatusRequestSchema, payload);
    const license = posterLicense?.number ? plainInput(posterLicense) : undefined;
    return view(await this.commandBus.execute(new ChangeJobStatusCommand(accountId, id, status, license)));
  }

  @RpcHandler(ProductionsCalls.searchJobs)
  async search(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page, pay, dates, ...filters } = plainInput(decodeRequest(SearchJobsRequestSchema, payload));
    const result = await this.queryBus.execute(
      new SearchJobsQuery(accountId, { ...filters, pay: pay ?? {}, dates: dates ?? {} }, pageOf(page)),
    );
    return toJson(
      JobDetailsPageSchema,
      create(JobDetailsPageSchema, { data: result.data.map(toJobDetails), hasMore: result.has_more }),
    );
  }
}

function view(job: StoredJob): JsonValue {
  return toJson(JobSchema, toJobMessage(job));
}

function pageView(page: Page<StoredJob>): JsonValue {
  return toJson(JobPageSchema, create(JobPageSchema, { data: page.data.map(toJobMessage), hasMore: page.has_more }));
}
