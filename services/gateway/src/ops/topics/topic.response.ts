import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ConsumerGroupLagResponse {
  @ApiProperty({ example: 'payments-connections.application.events' })
  groupId!: string;

  @ApiProperty({
    description:
      'Messages not yet consumed: over the partitions, high watermark minus the committed offset (minus the low watermark where the group never committed)',
  })
  lag!: number;

  @ApiPropertyOptional({ example: 'Stable', description: "Kafka's group state (Stable, Empty, PreparingRebalance …)" })
  state?: string;
}

export class TopicResponse {
  @ApiProperty({ example: 'connections.application.events' })
  name!: string;

  @ApiProperty({ example: 3 })
  partitions!: number;

  @ApiProperty({ description: 'Messages currently retained (high minus low watermark, summed over partitions)' })
  messages!: number;

  @ApiProperty({ description: "The partitions' high watermarks summed: how many messages the topic ever took" })
  endOffset!: number;

  @ApiProperty({ description: 'A dead-letter topic; its message count is the DLQ depth' })
  deadLetter!: boolean;

  @ApiPropertyOptional({
    example: 'connections.application.events.dlq',
    description: 'Its dead-letter topic, when it has one',
  })
  deadLetterTopic?: string;

  @ApiPropertyOptional({ description: 'Messages its dead-letter topic retains (the DLQ depth)' })
  deadLetterMessages?: number;

  @ApiProperty({ type: [ConsumerGroupLagResponse], description: 'Every consumer group with offsets committed on it' })
  consumerGroups!: ConsumerGroupLagResponse[];
}

export class TopicPageResponse {
  @ApiProperty({ type: [TopicResponse] })
  data!: TopicResponse[];

  @ApiProperty()
  has_more!: boolean;
}
