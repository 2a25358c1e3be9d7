import { type Command, CommandBus, type Query, QueryBus } from '@nestjs/cqrs';
import { startServiceTestApp, type ServiceTestApp, type ServiceTestAppOptions } from './service-test-app.js';

/**
 * A service in-process (startServiceTestApp) used through its command and query buses, as its
 * *.messages.ts handlers use it. `execute` and `ask` always answer a promise, also when a handler throws
 * before its first await (the buses then throw at once), so that a refusal is a rejection.
 */
export interface CqrsTestApp<Db extends { $disconnect(): Promise<void> }> extends ServiceTestApp<Db> {
  execute<R>(command: Command<R>): Promise<R>;
  ask<R>(query: Query<R>): Promise<R>;
}

export async function startCqrsTestApp<Db extends { $disconnect(): Promise<void> }>(
  options: ServiceTestAppOptions<Db>,
): Promise<CqrsTestApp<Db>> {
  const started = await startServiceTestApp(options);
  const commands = started.app.get(CommandBus);
  const queries = started.app.get(QueryBus);
  return {
    ...started,
    execute: async (command) => commands.execute(command),
    ask: async (query) => queries.execute(query),
  };
}
