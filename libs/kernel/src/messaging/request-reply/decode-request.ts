import { fromJson, isMessage, type DescMessage, type JsonValue, type MessageShape } from '@bufbuild/protobuf';
import { KernelException } from '../../errors/index.js';

/**
 * The requests this process decoded itself. A handler under @RpcHandler receives its request decoded
 * and may still call decodeRequest on it; only an object in this set passes through as it is (a payload
 * from the wire that merely looks like a message is decoded like any other).
 */
const decodedRequests = new WeakSet<object>();

/**
 * Decodes a request payload against its protobuf contract (proto3 JSON). A payload that does not fit
 * the contract is the caller's fault: `validationFailed`, not a crash.
 */
export function decodeRequest<Desc extends DescMessage>(schema: Desc, payload: unknown): MessageShape<Desc> {
  if (isMessage(payload, schema) && decodedRequests.has(payload)) {
    return payload;
  }
  try {
    const request = fromJson(schema, (payload ?? {}) as JsonValue);
    decodedRequests.add(request);
    return request;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw KernelException.validation(schema.typeName, `Request does not match ${schema.typeName}: ${reason}`);
  }
}
