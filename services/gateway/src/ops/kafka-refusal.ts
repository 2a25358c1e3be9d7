import { KernelErrorCode, KernelException } from '@callsheet/kernel';

/**
 * A Kafka refusal of the gateway's own rights (a cluster whose KafkaUser for the gateway may describe
 * topics but not read a DLQ nor write a source topic: scripts/ops/kafka-manifests.mjs) answers 503
 * upstreamUnavailable with what to do, not a 500. Anything else is left as it is.
 */
export function kafkaRefusal(error: unknown): unknown {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (typeof type === 'string' && type.endsWith('_AUTHORIZATION_FAILED')) {
    return new KernelException(
      KernelErrorCode.UpstreamUnavailable,
      "The gateway's Kafka user may not do this here; use the dlq-replay command (docs/operations.md, Replay a DLQ).",
      [type],
    );
  }
  return error;
}
