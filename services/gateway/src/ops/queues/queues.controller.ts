import type { PageRequest } from '@callsheet/kernel';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../../http/page-query.decorator.js';
import { OperatorGuard } from '../access/operator.guard.js';
import { PAYMENTS_QUEUE_NAMES, QueueCatalog } from './queue-catalog.js';
import { JobPageResponse, JobResponse, QueueListResponse } from './queue.response.js';
import { JOB_STATES, parseJobState } from './queue.views.js';

const queueParam = ApiParam({ name: 'name', enum: [...PAYMENTS_QUEUE_NAMES] });

@ApiTags('operations')
@ApiBearerAuth('ops')
@ApiBearerAuth('access')
@UseGuards(OperatorGuard)
@Controller('ops/queues')
export class QueuesController {
  constructor(private readonly queues: QueueCatalog) {}

  @Get()
  @ApiOperation({ summary: "The payments queues (BullMQ) with their jobs' counts per state" })
  @ApiOkResponse({ type: QueueListResponse })
  @ApiErrorResponses(401, 403, 503)
  async list(): Promise<QueueListResponse> {
    return { data: await this.queues.list() };
  }

  @Get(':name/jobs')
  @ApiOperation({
    summary: "A queue's jobs of one state, newest first (up to the 1,000 newest); never their data",
  })
  @queueParam
  @ApiQuery({ name: 'state', required: false, enum: [...JOB_STATES], description: 'default failed' })
  @ApiPageQuery()
  @ApiOkResponse({ type: JobPageResponse })
  @ApiErrorResponses(401, 403, 404, 503)
  jobs(
    @Param('name') name: string,
    @Query('state') state: unknown,
    @PageQuery() page: PageRequest,
  ): Promise<JobPageResponse> {
    return this.queues.jobs(name, parseJobState(state), page);
  }

  @Post(':name/jobs/:id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry a failed job: it goes back to waiting (409 jobNotFailed in any other state)' })
  @queueParam
  @ApiOkResponse({ type: JobResponse })
  @ApiErrorResponses(401, 403, 404, 409, 503)
  retry(@Param('name') name: string, @Param('id') id: string): Promise<JobResponse> {
    return this.queues.retry(name, id);
  }

  @Delete(':name/jobs/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a job (409 jobActive while a worker processes it)' })
  @queueParam
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrorResponses(401, 403, 404, 409, 503)
  async remove(@Param('name') name: string, @Param('id') id: string): Promise<void> {
    await this.queues.remove(name, id);
  }
}
