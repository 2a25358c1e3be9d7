import { fromJson, type DescMessage, type JsonValue, type MessageShape } from '@bufbuild/protobuf';
import { KernelException } from '../../errors/index.js';

/**
 * Decodes a request payload against its protobuf contract (proto3 JSON). A payload that does not fit
 * the contract is the caller's fault: `validationFailed`, not a crash.
 */
export function decodeRequest<Desc extends DescMessage>(schema: Desc, payload: unknown): MessageShape<Desc> {
  try {
    return fromJson(schema, (payload ?? {}) as JsonValue);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw KernelException.validation(schema.typeName, `Request does not match ${schema.typeName}: ${reason}`);
  }
}
