// Where each service listens and which database it owns, for `npm start` (scripts/supervisor.mjs).
// Every port is overridable by environment.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from './db.mjs';

const env = process.env;

export const kafkaBrokers = env.KAFKA_BROKERS ?? `127.0.0.1:${env.KAFKA_PORT ?? '9092'}`;
export const redisUrl = env.REDIS_URL ?? `redis://127.0.0.1:${env.REDIS_PORT ?? '6379'}`;
export const gatewayPort = Number(env.GATEWAY_PORT ?? 3000);
/** The member console (console/scripts/serve.mjs: vite preview proxying the API to the gateway). */
export const consolePort = Number(env.CONSOLE_PORT ?? 5173);
/** Local development only; production sets its own secret. */
export const opsToken = env.OPS_TOKEN ?? 'local-operator-token-change-me';
/** Photos on local disk, shared by the gateway (which stages uploads) and profiles (which keeps them). */
export const fileStorageDir =
  env.FILE_STORAGE_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '.data', 'files');

const backendServices = [
  { name: 'identity', healthPort: 3001 },
  { name: 'profiles', healthPort: 3002 },
  { name: 'productions', healthPort: 3003 },
  { name: 'connections', healthPort: 3004 },
  { name: 'payments', healthPort: 3005 },
];

/** The processes `npm start` runs, with the environment of each. `databaseSuffix` selects test databases. */
export function serviceProcesses({ databaseSuffix = '' } = {}) {
  const common = { KAFKA_BROKERS: kafkaBrokers, LOG_LEVEL: env.LOG_LEVEL ?? 'info' };
  return [
    ...backendServices.map(({ name, healthPort }) => {
      const port = Number(env[`${name.toUpperCase()}_HEALTH_PORT`] ?? healthPort);
      return {
        name,
        entry: `services/${name}/dist/main.js`,
        readyUrl: `http://127.0.0.1:${port}/health/ready`,
        env: {
          ...common,
          HEALTH_PORT: String(port),
          DATABASE_URL: databaseUrl(`callsheet_${name}${databaseSuffix}`),
          ...(name === 'payments' || name === 'identity' ? { REDIS_URL: redisUrl } : {}),
          // A local stack: the demo seed, the console's proxy and the test harnesses all reach identity
          // from 127.0.0.1 and share its Redis counters, so the per-address limit of the mail routes is
          // lifted here (a deployment keeps identity's own default, 20 per 10 minutes).
          ...(name === 'identity' ? { PUBLIC_LIMIT_PER_ADDRESS: env.PUBLIC_LIMIT_PER_ADDRESS ?? '10000' } : {}),
          // The gateway stages uploads (photos, identity documents) and serves reports from the same files.
          ...(name === 'profiles' || name === 'payments' ? { FILE_STORAGE_DIR: fileStorageDir } : {}),
        },
      };
    }),
    {
      name: 'gateway',
      entry: 'services/gateway/dist/main.js',
      readyUrl: `http://127.0.0.1:${gatewayPort}/health/ready`,
      env: {
        ...common,
        GATEWAY_PORT: String(gatewayPort),
        OPS_TOKEN: opsToken,
        FILE_STORAGE_DIR: fileStorageDir,
        REDIS_URL: redisUrl,
        // Locally every client is 127.0.0.1 and mostly one member (the console's proxy, the demo seed,
        // the browser tests, the API fuzzing's ~10,000 requests a minute): lift the gateway's rate limit
        // (a deployment keeps its defaults, 300 per member and 600 per address a minute).
        RATE_LIMIT_PER_MEMBER: env.RATE_LIMIT_PER_MEMBER ?? '1000000',
        RATE_LIMIT_PER_ADDRESS: env.RATE_LIMIT_PER_ADDRESS ?? '1000000',
      },
    },
    {
      name: 'console',
      entry: 'console/scripts/serve.mjs',
      readyUrl: `http://127.0.0.1:${consolePort}/`,
      env: { CONSOLE_PORT: String(consolePort), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
    },
  ];
}
