import {
  checkHealth,
  kafkaConsumerGroupHealthCheck,
  kafkaHealthCheck,
  KAFKA,
  METRICS,
  RpcTransport,
  type HealthReport,
  type Metrics,
} from '@callsheet/kernel';
import { Controller, Get, Header, HttpCode, Inject, Res, UseGuards } from '@nestjs/common';
import { OpsTokenGuard } from '../ops/ops-token.guard.js';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Kafka } from 'kafkajs';

/** Probes for Kubernetes and Prometheus; not part of the documented API. */
@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(
    @Inject(KAFKA) private readonly kafka: Kafka,
    @Inject(METRICS) private readonly metrics: Metrics,
    private readonly transport: RpcTransport,
  ) {}

  @Get('health/live')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('health/ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    // The reply consumer (this process' own group) must hold the reply topic, or replies go unheard.
    const report = await checkHealth([
      kafkaHealthCheck(this.kafka),
      kafkaConsumerGroupHealthCheck(this.kafka, this.transport.clientId),
    ]);
    void reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  /** Operators only (the operator bearer token): metrics name routes, queues and error rates. */
  @Get('metrics')
  @UseGuards(OpsTokenGuard)
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  metricsExposition(): Promise<string> {
    return this.metrics.exposition();
  }
}
