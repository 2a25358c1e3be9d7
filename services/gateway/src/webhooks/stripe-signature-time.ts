/*
 * The time in a Stripe-Signature header, checked both ways. Stripe's SDK refuses a timestamp older than
 * the tolerance but accepts any timestamp in the future (it only compares the age, which is then
 * negative), so a request signed for a later time would stay replayable until long after it was sent.
 * We hold the tolerance in both directions: |now - t| <= tolerance.
 */

/**
 * The timestamp the signature covers, read exactly as Stripe's SDK reads it (the last `t=` item,
 * parseInt), so the time checked is the time signed; undefined when the header has none.
 */
export function signedTimestamp(header: string): number | undefined {
  let timestamp: number | undefined;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') {
      const parsed = Number.parseInt(value ?? '', 10);
      timestamp = Number.isFinite(parsed) ? parsed : undefined;
    }
  }
  return timestamp;
}

export type SignatureTimeRefusal = 'missing' | 'tooOld' | 'inTheFuture';

/** Why a signature's time is refused (seconds since the epoch), or undefined when it is within tolerance. */
export function signatureTimeRefusal(
  timestamp: number | undefined,
  nowSeconds: number,
  toleranceSeconds: number,
): SignatureTimeRefusal | undefined {
  if (timestamp === undefined || !Number.isFinite(timestamp)) {
    return 'missing';
  }
  if (nowSeconds - timestamp > toleranceSeconds) {
    return 'tooOld';
  }
  if (timestamp - nowSeconds > toleranceSeconds) {
    return 'inTheFuture';
  }
  return undefined;
}
