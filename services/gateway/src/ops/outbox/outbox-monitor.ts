import { create } from '@bufbuild/protobuf';
import {
  OutboxBacklogRequestSchema,
  OutboxBacklogSchema,
  RpcServicesByService,
  type ServiceName,
} from '@callsheet/contracts';
import { outboxBacklogPattern, RpcClient } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';

/** How long the page waits for a service's answer before calling it unavailable. */
export const OUTBOX_ANSWER_TIMEOUT_MS = 2_000;

export interface OutboxRow {
  service: string;
  backlog: number;
  oldestAgeSeconds: number;
  available: boolean;
}

/** Every service with an outbox: each Kafka service (the gateway publishes none). */
export const OUTBOX_SERVICES = Object.keys(RpcServicesByService) as ServiceName[];

/**
 * Each service's outbox backlog, asked of the service itself by request/reply (the kernel answers on
 * `<service>.outbox.backlog` in every service: libs/kernel/src/messaging/outbox/outbox-backlog.messages.ts),
 * all at once; a service that does not answer in time is listed as unavailable rather than failing the page.
 */
@Injectable()
export class OutboxMonitor {
  constructor(private readonly rpc: RpcClient) {}

  async backlogs(): Promise<OutboxRow[]> {
    return Promise.all(
      OUTBOX_SERVICES.map(async (service) => {
        try {
          const reading = await this.rpc.send(
            {
              pattern: outboxBacklogPattern(service),
              request: OutboxBacklogRequestSchema,
              response: OutboxBacklogSchema,
            },
            create(OutboxBacklogRequestSchema),
            { timeoutMs: OUTBOX_ANSWER_TIMEOUT_MS },
          );
          return { service, backlog: reading.backlog, oldestAgeSeconds: reading.oldestAgeSeconds, available: true };
        } catch {
          return { service, backlog: 0, oldestAgeSeconds: 0, available: false };
        }
      }),
    );
  }
}
