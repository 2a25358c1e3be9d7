import type { PageRequest } from '@callsheet/kernel';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../../http/page-query.decorator.js';
import { OperatorGuard } from '../access/operator.guard.js';
import { TopicCatalog } from './topic-catalog.js';
import { TopicPageResponse } from './topic.response.js';

@ApiTags('operations')
@ApiBearerAuth('ops')
@ApiBearerAuth('access')
@UseGuards(OperatorGuard)
@Controller('ops/topics')
export class TopicsController {
  constructor(private readonly topics: TopicCatalog) {}

  @Get()
  @ApiOperation({
    summary:
      'Kafka topics by name: partitions, end offsets, retained messages, dead-letter depth and each consumer group’s lag',
  })
  @ApiPageQuery()
  @ApiOkResponse({ type: TopicPageResponse })
  @ApiErrorResponses(400, 401, 403, 503)
  list(@PageQuery() page: PageRequest): Promise<TopicPageResponse> {
    return this.topics.list(page);
  }
}
