import { METRICS, type Metrics } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import type { CheckedField } from './domain/stripe-invoice-check.js';

/**
 * Payments' own Prometheus figures, on the service's registry (served at /metrics on its health port).
 * callsheet_stripe_webhook_mismatch_total counts signed Stripe invoice events that did not match our
 * invoice and changed nothing; any increase is worth an alert (a misrouted or forged-looking event,
 * or our record and Stripe's drifting apart).
 */
@Injectable()
export class StripeWebhookMetrics {
  readonly mismatches: Counter<'type' | 'fields'>;

  constructor(@Inject(METRICS) metrics: Metrics) {
    const name = 'callsheet_stripe_webhook_mismatch_total';
    this.mismatches =
      (metrics.registry.getSingleMetric(name) as Counter<'type' | 'fields'> | undefined) ??
      new Counter({
        name,
        help: 'Stripe invoice webhook events whose invoice did not match ours (id, currency, amount paid); nothing changed',
        labelNames: ['type', 'fields'],
        registers: [metrics.registry],
      });
  }

  mismatch(type: string, fields: readonly CheckedField[]): void {
    this.mismatches.inc({ type, fields: [...new Set(fields)].sort().join('+') });
  }
}
