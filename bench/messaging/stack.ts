import { freePort, kafkaBrokers, startServiceProcess, testDatabaseUrl, type ServiceProcess } from '@callsheet/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

const SERVICES = ['identity', 'profiles', 'productions', 'connections', 'payments'] as const;

export interface Stack {
  gatewayUrl: string;
  /** Every gateway's URL (one per replica). */
  gatewayUrls: string[];
  pid(name: string): number;
  pids(): Record<string, number>;
  /** What each process printed so far (its warnings and errors: the stack logs at warn). */
  output(name: string): string;
  stop(): Promise<void>;
}

/**
 * The whole product as processes on the test databases: `replicas` processes of each service and of the
 * gateway, sharing Kafka, as replicas on Kubernetes would.
 */
export async function startStack(replicas: number, nodeArgs: readonly string[] = []): Promise<Stack> {
  const files = mkdtempSync(join(tmpdir(), 'bench-files-'));
  const common = {
    KAFKA_BROKERS: kafkaBrokers.join(','),
    LOG_LEVEL: 'warn',
    REDIS_URL: 'redis://127.0.0.1:6379',
    FILE_STORAGE_DIR: files,
  };
  const processes: ServiceProcess[] = [];
  try {
    for (let replica = 0; replica < replicas; replica += 1) {
      await Promise.all(
        SERVICES.map(async (name) => {
          const port = await freePort();
          processes.push(
            await startServiceProcess(
              name,
              { ...common, DATABASE_URL: testDatabaseUrl(`callsheet_${name}`), HEALTH_PORT: String(port) },
              `http://127.0.0.1:${port}/health/ready`,
              undefined,
              nodeArgs,
            ),
          );
        }),
      );
    }
    const gatewayUrls: string[] = [];
    for (let replica = 0; replica < replicas; replica += 1) {
      const port = await freePort();
      processes.push(
        await startServiceProcess(
          'gateway',
          { ...common, GATEWAY_PORT: String(port), OPS_TOKEN: `bench-${randomUUID()}` },
          `http://127.0.0.1:${port}/health/ready`,
          undefined,
          nodeArgs,
        ),
      );
      gatewayUrls.push(`http://127.0.0.1:${port}`);
    }
    const label = (process: ServiceProcess) => {
      const sameName = processes.filter((candidate) => candidate.name === process.name);
      return sameName.length > 1 ? `${process.name}#${sameName.indexOf(process) + 1}` : process.name;
    };
    return {
      gatewayUrl: gatewayUrls[0],
      gatewayUrls,
      pid: (name) => {
        const found = processes.find((process) => process.name === name);
        if (!found?.process.pid) {
          throw new Error(`no process ${name}`);
        }
        return found.process.pid;
      },
      pids: () => Object.fromEntries(processes.map((process) => [label(process), process.process.pid!])),
      output: (name) =>
        processes
          .filter((process) => process.name === name)
          .map((process) => process.output())
          .join(''),
      stop: async () => {
        await Promise.all(processes.map((process) => process.stop()));
      },
    };
  } catch (error) {
    await Promise.all(processes.map((process) => process.stop()));
    throw error;
  }
}
