import { jest } from '@jest/globals';
import { Metrics } from './metrics.js';

describe('Metrics.exposition', () => {
  it('runs every scrape probe first, so gauges read at scrape time are current', async () => {
    const metrics = new Metrics('metrics-test');
    let backlog = 3;
    metrics.onScrape('outbox', () => {
      metrics.outboxBacklog.set(backlog);
      return Promise.resolve();
    });
    expect(await metrics.exposition()).toContain('callsheet_outbox_backlog{service="metrics-test"} 3');
    backlog = 0;
    expect(await metrics.exposition()).toContain('callsheet_outbox_backlog{service="metrics-test"} 0');
  });

  it('answers without a probe that fails or hangs, and counts it', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const metrics = new Metrics('metrics-test');
      metrics.onScrape('broken', () => Promise.reject(new Error('database away')));
      metrics.onScrape('stuck', () => new Promise(() => undefined));
      const exposition = metrics.exposition();
      await jest.advanceTimersByTimeAsync(3_000);
      const text = await exposition;
      expect(text).toContain('callsheet_metrics_probe_failures_total{probe="broken",service="metrics-test"} 1');
      expect(text).toContain('callsheet_metrics_probe_failures_total{probe="stuck",service="metrics-test"} 1');
    } finally {
      jest.useRealTimers();
    }
  });
});
