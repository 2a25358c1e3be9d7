/**
 * The slice of a Prisma client the kernel needs. Each service generates its own Prisma client; any of
 * them (and any of their transaction clients) fits these types, so the kernel stays schema-agnostic.
 */
export interface SqlClient {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>;
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<T>;
}

export interface TransactionalSqlClient extends SqlClient {
  $transaction<R>(work: (tx: SqlClient) => Promise<R>, options?: { timeout?: number; maxWait?: number }): Promise<R>;
}
