/** Connection URL of a test database (`<name>_test`), created and migrated by the global set-up. */
export function testDatabaseUrl(database: string): string {
  const host = process.env.PG_HOST ?? '127.0.0.1';
  const port = process.env.PG_PORT ?? '5432';
  const user = process.env.PG_USER ?? 'callsheet';
  const password = process.env.PG_PASSWORD ?? 'callsheet';
  return `postgresql://${user}:${encodeURIComponent(password)}@${host}:${port}/${database}_test`;
}

export const kafkaBrokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
