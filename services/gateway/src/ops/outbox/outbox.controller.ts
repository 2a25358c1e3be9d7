import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { OperatorGuard } from '../access/operator.guard.js';
import { OutboxMonitor } from './outbox-monitor.js';
import { OutboxListResponse } from './outbox.response.js';

@ApiTags('operations')
@ApiBearerAuth('ops')
@ApiBearerAuth('access')
@UseGuards(OperatorGuard)
@Controller('ops/outbox')
export class OutboxController {
  constructor(private readonly outbox: OutboxMonitor) {}

  @Get()
  @ApiOperation({ summary: "Each service's outbox backlog: events written but not yet published to Kafka" })
  @ApiOkResponse({ type: OutboxListResponse })
  @ApiErrorResponses(401, 403, 503)
  async list(): Promise<OutboxListResponse> {
    return { data: await this.outbox.backlogs() };
  }
}
