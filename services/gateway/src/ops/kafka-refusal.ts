import { KernelErrorCode, KernelException } from '@callsheet/kernel';

/**
 * A Kafka refusal of the operators' rights answers 503 upstreamUnavailable with what to do, not a 500:
 * their KafkaUser (`callsheet-ops`, ops-kafka.ts) lacks an ACL for this topic or group, e.g. a topic
 * added to the code whose manifests were not regenerated and applied (scripts/ops/kafka-manifests.mjs),
 * or the gateway runs on a cluster without KAFKA_OPS_USERNAME, as its own user, which may not read
 * dead letters. Anything else is left as it is.
 */
export function kafkaRefusal(error: unknown): unknown {
  // Kafka answers a group it may not describe with an authorization error, which KafkaJS turns into
  // "no group coordinator found" (it tries each broker and keeps no cause): the operators' user lacks
  // its reading groups' ACL, or Kafka has no coordinator yet. Either way Kafka, not the request, is why.
  if (error instanceof Error && error.name === 'KafkaJSGroupCoordinatorNotFound') {
    return new KernelException(
      KernelErrorCode.UpstreamUnavailable,
      "Kafka found no coordinator for the operators' reading group: their Kafka user may lack the ACL on the callsheet-dlq-replay- groups (docs/operations.md, Kafka topics and users), or Kafka is still starting.",
      ['GROUP_COORDINATOR_NOT_FOUND'],
    );
  }
  const type = refusalType(error);
  if (type) {
    return new KernelException(
      KernelErrorCode.UpstreamUnavailable,
      "The operators' Kafka user may not do this here: check KAFKA_OPS_USERNAME and the callsheet-ops KafkaUser's ACLs (docs/operations.md, Kafka topics and users).",
      [type],
    );
  }
  return error;
}

/**
 * The refusal's type, on the error or on the one it wraps: a consumer that crashes on a refusal reports
 * it as KafkaJS's retries-exceeded or non-retriable error around the protocol error (originalError,
 * cause).
 */
function refusalType(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) {
    return undefined;
  }
  const { type, originalError, cause } = error as { type?: unknown; originalError?: unknown; cause?: unknown };
  if (typeof type === 'string' && type.endsWith('_AUTHORIZATION_FAILED')) {
    return type;
  }
  return refusalType(originalError, depth + 1) ?? refusalType(cause, depth + 1);
}
