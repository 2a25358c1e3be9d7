/**
 * The two messaging tables every service's Prisma schema must declare, verbatim (a unit test checks
 * each schema). The kernel reaches them with raw SQL so that it works with any service's client.
 */
export const MESSAGING_PRISMA_MODELS = `/// Events waiting to be published to Kafka, written in the same transaction as the state change.
model OutboxEvent {
  id          BigInt    @id @default(autoincrement())
  eventId     String    @unique @map("event_id") @db.Uuid
  topic       String
  aggregateId String    @map("aggregate_id")
  eventType   String    @map("event_type")
  payload     Bytes
  headers     Json
  occurredAt  DateTime  @map("occurred_at") @db.Timestamptz(3)
  publishedAt DateTime? @map("published_at") @db.Timestamptz(3)
  attempts    Int       @default(0)
  lastError   String?   @map("last_error")

  @@index([publishedAt, id])
  @@map("outbox")
}

/// Events a consumer of this service has already handled: the idempotency record.
model ProcessedEvent {
  consumer    String
  eventId     String   @map("event_id") @db.Uuid
  processedAt DateTime @default(now()) @map("processed_at") @db.Timestamptz(3)

  @@id([consumer, eventId])
  @@map("processed_event")
}`;

/** Postgres channel the outbox writer notifies on commit, so the relay publishes without waiting for its poll. */
export const OUTBOX_CHANNEL = 'outbox';
