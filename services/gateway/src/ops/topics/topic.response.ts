import { ApiProperty } from '@nestjs/swagger';

export class TopicResponse {
  @ApiProperty({ example: 'connections.application.events' })
  name!: string;

  @ApiProperty({ example: 3 })
  partitions!: number;

  @ApiProperty({ description: 'Messages currently retained (high minus low watermark, summed over partitions)' })
  messages!: number;

  @ApiProperty({ description: 'A dead-letter topic; its message count is the DLQ depth' })
  deadLetter!: boolean;
}

export class TopicPageResponse {
  @ApiProperty({ type: [TopicResponse] })
  data!: TopicResponse[];

  @ApiProperty()
  has_more!: boolean;
}
