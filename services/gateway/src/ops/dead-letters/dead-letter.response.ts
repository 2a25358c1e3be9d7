import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DeadLetterResponse {
  @ApiProperty({ example: 0 })
  partition!: number;

  @ApiProperty({
    example: '12',
    description: 'Its offset in the dead-letter topic (a decimal string: offsets exceed 2^53)',
  })
  offset!: string;

  @ApiPropertyOptional({ description: "The message's key (the aggregate's id)" })
  key?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  eventId?: string;

  @ApiPropertyOptional({ example: 'callsheet.connections.v1.ApplicationUpdated' })
  eventType?: string;

  @ApiPropertyOptional({ description: 'The handler that gave up on it (header dlq-consumer)' })
  consumer?: string;

  @ApiPropertyOptional({ example: '3', description: 'How many attempts it had (header dlq-attempts)' })
  attempts?: string;

  @ApiPropertyOptional({ description: 'Why the last one failed (header dlq-reason)' })
  reason?: string;

  @ApiPropertyOptional({
    example: 'connections.application.events/1/42',
    description: 'Where it was read: topic/partition/offset',
  })
  source?: string;

  @ApiProperty({ format: 'date-time', description: 'When it was dead-lettered' })
  timestamp!: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When it was replayed (it is never replayed again)' })
  replayedAt?: string;
}

export class DeadLetterListResponse {
  @ApiProperty({ example: 'connections.application.events' })
  topic!: string;

  @ApiProperty({ example: 'connections.application.events.dlq' })
  deadLetterTopic!: string;

  @ApiProperty({ type: [DeadLetterResponse], description: 'What the DLQ retains now, oldest first (at most 500)' })
  data!: DeadLetterResponse[];

  @ApiProperty({ description: 'The DLQ retains more than the 500 listed' })
  truncated!: boolean;
}

export class ReplayRequest {
  @ApiPropertyOptional({
    example: 0,
    description: 'With offset: replay this one only. Without both: replay all not yet replayed',
  })
  partition?: number;

  @ApiPropertyOptional({ example: '12' })
  offset?: string;
}

export class ReplayResponse {
  @ApiProperty({ example: 'connections.application.events' })
  topic!: string;

  @ApiProperty({ description: 'How many were published to the topic again by this request (0 when all were already)' })
  replayed!: number;

  @ApiProperty({ type: [DeadLetterResponse] })
  deadLetters!: DeadLetterResponse[];
}
