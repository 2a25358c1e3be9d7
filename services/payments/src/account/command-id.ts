import { currentCorrelationId, uuid7 } from '@callsheet/kernel';
import { createHash } from 'node:crypto';

/**
 * The id a command's Stripe idempotency keys derive from: the one the caller gave (the gateway passes
 * the Idempotency-Key header), else the request's correlation id (x-request-id), else a new one.
 */
export function commandIdOf(given: string | undefined): string {
  return given || currentCorrelationId() || uuid7();
}

/** A UUID made from a command id, so a repeated command names the same record (a payout). */
export function uuidFromCommandId(commandId: string, purpose: string): string {
  const hex = createHash('sha256').update(`${purpose}:${commandId}`).digest('hex');
  // Version 8 (custom) with the RFC 9562 variant bits.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
