import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { OperatorGuard } from '../access/operator.guard.js';
import { DeadLetterDesk } from './dead-letter-desk.js';
import { parseReplaySelection } from './dead-letter-replay.js';
import { DeadLetterListResponse, ReplayRequest, ReplayResponse } from './dead-letter.response.js';

const topicParam = ApiParam({
  name: 'topic',
  description: 'The source topic; its dead letters are in `<topic>.dlq`',
  example: 'connections.application.events',
});

@ApiTags('operations')
@ApiBearerAuth('ops')
@ApiBearerAuth('access')
@UseGuards(OperatorGuard)
@Controller('ops/dead-letters')
export class DeadLettersController {
  constructor(private readonly desk: DeadLetterDesk) {}

  @Get(':topic')
  @ApiOperation({ summary: 'The dead letters of `<topic>.dlq` with the reasons in their headers, oldest first' })
  @topicParam
  @ApiOkResponse({ type: DeadLetterListResponse })
  @ApiErrorResponses(401, 403, 404, 503)
  list(@Param('topic') topic: string): Promise<DeadLetterListResponse> {
    return this.desk.list(topic);
  }

  @Post(':topic/replay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Publish dead letters to the topic again, once each: all not yet replayed (`{}`), or one (`{ partition, offset }`; 409 deadLetterAlreadyReplayed the second time)',
  })
  @topicParam
  @ApiBody({ type: ReplayRequest, required: false })
  @ApiOkResponse({ type: ReplayResponse })
  @ApiErrorResponses(401, 403, 404, 409, 503)
  replay(@Param('topic') topic: string, @Body() body: unknown): Promise<ReplayResponse> {
    return this.desk.replay(topic, parseReplaySelection(body));
  }
}
