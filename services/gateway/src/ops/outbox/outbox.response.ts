import { ApiProperty } from '@nestjs/swagger';

export class OutboxBacklogResponse {
  @ApiProperty({ example: 'payments' })
  service!: string;

  @ApiProperty({ description: 'Outbox rows not yet published to Kafka (0 when unavailable)' })
  backlog!: number;

  @ApiProperty({ description: 'Age in seconds of the oldest unpublished row; 0 when none' })
  oldestAgeSeconds!: number;

  @ApiProperty({ description: 'False when the service did not answer within 2 seconds' })
  available!: boolean;
}

export class OutboxListResponse {
  @ApiProperty({ type: [OutboxBacklogResponse] })
  data!: OutboxBacklogResponse[];
}
