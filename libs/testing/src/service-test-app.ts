import { createLogger, DATABASE, LOGGER, METRICS, Metrics } from '@callsheet/kernel';
import { Global, Module, type DynamicModule, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/**
 * The medium test tier: one service's Nest modules in-process against the real test database (and,
 * through the module's own options, Redis, stripe-mock or file storage), without the Kafka transport.
 * A test resolves command buses, query buses, handlers and repositories from `app` and calls them
 * directly; what a command writes to its outbox is in the database for the test to read.
 * The runtime gives the module what `runService` gives it in production: the database, a logger and metrics.
 */
export interface ServiceTestApp<Db extends { $disconnect(): Promise<void> }> {
  app: INestApplicationContext;
  db: Db;
  get<T>(token: Type<T> | string | symbol): T;
  close(): Promise<void>;
}

export interface ServiceTestAppOptions<Db extends { $disconnect(): Promise<void> }> {
  name: string;
  /** The service's root module, as its main.ts hands it to runService. */
  module: Type<unknown> | DynamicModule;
  database: Db;
  /** Closed after the app and the database (Redis clients and the like). */
  onClose?: () => Promise<void> | void;
}

export async function startServiceTestApp<Db extends { $disconnect(): Promise<void> }>(
  options: ServiceTestAppOptions<Db>,
): Promise<ServiceTestApp<Db>> {
  const logger = createLogger(`${options.name}-test`, (process.env.LOG_LEVEL ?? 'warn') as 'warn');

  @Global()
  @Module({
    providers: [
      { provide: DATABASE, useValue: options.database },
      { provide: LOGGER, useValue: logger },
      { provide: METRICS, useValue: new Metrics(`${options.name}-test`) },
    ],
    exports: [DATABASE, LOGGER, METRICS],
  })
  class TestRuntimeModule {}

  @Module({ imports: [TestRuntimeModule, options.module] })
  class TestModule {}

  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  await app.init();
  return {
    app,
    db: options.database,
    get: (token) => app.get(token, { strict: false }),
    close: async () => {
      await app.close();
      await options.database.$disconnect();
      await options.onClose?.();
    },
  };
}
