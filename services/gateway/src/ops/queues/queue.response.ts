import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_STATES } from './queue.views.js';

export class QueueCountsResponse {
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() prioritized!: number;
  @ApiProperty() waitingChildren!: number;
}

export class QueueResponse {
  @ApiProperty({ example: 'transfer-report' })
  name!: string;

  @ApiProperty()
  paused!: boolean;

  @ApiProperty({ type: QueueCountsResponse })
  counts!: QueueCountsResponse;
}

export class QueueListResponse {
  @ApiProperty({ type: [QueueResponse] })
  data!: QueueResponse[];
}

export class JobResponse {
  @ApiProperty({ example: '0193a9c2-7f6e-7c3a-9d1e-5b2f8a4c6e01' })
  id!: string;

  @ApiProperty({ example: 'build' })
  name!: string;

  @ApiProperty({ enum: [...JOB_STATES, 'prioritized', 'waiting-children', 'unknown'] })
  state!: string;

  @ApiProperty({ description: 'Attempts made so far' })
  attemptsMade!: number;

  @ApiProperty({ description: 'Attempts allowed before the job stays failed' })
  maxAttempts!: number;

  @ApiPropertyOptional({ description: 'Why the last attempt failed' })
  failedReason?: string;

  @ApiProperty({ type: [String], description: 'Stack traces of the failed attempts' })
  stacktrace!: string[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiPropertyOptional({ format: 'date-time' })
  processedAt?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  finishedAt?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'A delayed job: when it becomes waiting' })
  delayUntil?: string;
}

export class JobPageResponse {
  @ApiProperty({ type: [JobResponse] })
  data!: JobResponse[];

  @ApiProperty()
  has_more!: boolean;
}
