import { KernelErrorCode, KernelException } from '@callsheet/kernel';

/**
 * A Kafka refusal of the operators' rights answers 503 upstreamUnavailable with what to do, not a 500:
 * their KafkaUser (`callsheet-ops`, ops-kafka.ts) lacks an ACL for this topic or group, e.g. a topic
 * added to the code whose manifests were not regenerated and applied (scripts/ops/kafka-manifests.mjs),
 * or the gateway runs on a cluster without KAFKA_OPS_USERNAME, as its own user, which may not read
 * dead letters. Anything else is left as it is.
 */
export function kafkaRefusal(error: unknown): unknown {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (typeof type === 'string' && type.endsWith('_AUTHORIZATION_FAILED')) {
    return new KernelException(
      KernelErrorCode.UpstreamUnavailable,
      "The operators' Kafka user may not do this here: check KAFKA_OPS_USERNAME and the callsheet-ops KafkaUser's ACLs (docs/operations.md, Kafka topics and users).",
      [type],
    );
  }
  return error;
}
