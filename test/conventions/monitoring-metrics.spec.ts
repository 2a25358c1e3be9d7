import { Metrics } from '@callsheet/kernel';
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The alerts, the dashboard and the runbook name metrics by hand; Prometheus finds nothing for a name
// that no process exports, silently (an alert that never fires, an empty panel). Every callsheet_* name
// they use must be one the registry of k8s/monitoring's processes registers.
const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const FILES = ['k8s/monitoring/alerts.yaml', 'k8s/monitoring/grafana/callsheet.json', 'docs/operations.md'];

/** Every metric a process registers, with a histogram's series (_bucket, _count, _sum). */
async function exported(): Promise<Set<string>> {
  const metrics = new Metrics('conventions');
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (metric.type.toString() === 'histogram') {
      for (const suffix of ['_bucket', '_count', '_sum']) {
        names.add(`${metric.name}${suffix}`);
      }
    }
  }
  // Payments' own counter (services/payments/src/invoice/stripe-webhook.metrics.ts).
  names.add('callsheet_stripe_webhook_mismatch_total');
  return names;
}

describe('the monitoring manifests and the runbook', () => {
  it.each(FILES)('%s names only metrics the processes export', async (file) => {
    const names = await exported();
    const text = readFileSync(join(root, file), 'utf8');
    const used = [...new Set(text.match(/\bcallsheet_[a-z0-9_]*[a-z0-9]\b/g) ?? [])].filter(
      // Families written with a wildcard in the runbook (callsheet_process_*), and the services'
      // databases the runbook's procedures name (psql -d callsheet_identity).
      (name) =>
        !/^callsheet_(process|nodejs)$/.test(name) &&
        !/^callsheet_(identity|profiles|productions|connections|payments)$/.test(name),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !names.has(name))).toEqual([]);
  });
});
