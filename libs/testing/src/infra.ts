import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repo.js';

export type InfraComponent = 'postgres' | 'redis' | 'kafka' | 'stripe-mock' | 'mail' | 's3';

/**
 * Drives scripts/infra/infra.sh, the same command developers and CI use, so tests run against the
 * real PostgreSQL, Redis, Kafka, stripe-mock, mail catcher and S3 server. Throws with the script's output.
 */
export function infra(command: 'up' | 'down' | 'status', ...components: InfraComponent[]): void {
  const result = spawnSync('bash', [join(repoRoot, 'scripts', 'infra', 'infra.sh'), command, ...components], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`infra.sh ${command} ${components.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}
