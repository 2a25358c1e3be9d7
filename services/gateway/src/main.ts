import { loadConfig } from '@callsheet/kernel';
import { startGateway } from './app.js';
import { gatewayEnvSchema } from './gateway.env.js';

async function main(): Promise<void> {
  const gateway = await startGateway(loadConfig(gatewayEnvSchema));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      gateway.app
        .close()
        .then(() => gateway.tracing?.shutdown())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          gateway.logger.error({ err: error }, 'unclean stop');
          process.exit(1);
        });
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
