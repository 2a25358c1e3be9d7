import type { DescMessage } from '@bufbuild/protobuf';
import type { EventHandler } from '@callsheet/kernel';
import { Module, type Type } from '@nestjs/common';

/** The event handlers of this module, started by main.ts (each consumed once in effect, with a DLQ). */
export const WEBHOOK_EVENT_HANDLERS: Type<EventHandler<DescMessage>>[] = [];

@Module({})
export class WebhookModule {}
