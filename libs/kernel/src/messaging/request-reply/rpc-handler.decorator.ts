import type { DescMessage } from '@bufbuild/protobuf';
import { MessagePattern } from '@nestjs/microservices';
import { decodeRequest } from './decode-request.js';

/** What a handler needs of a call declared in a protobuf service: its pattern and request contract. */
export interface AnsweredCall {
  pattern: string;
  request: DescMessage;
}

/**
 * Answers one request/reply call (`@RpcHandler(IdentityCalls.signIn)`, the calls derived from the
 * protobuf services in @callsheet/contracts): subscribes the method to the call's pattern and hands it
 * the payload already decoded with the call's request contract. A payload that does not fit answers
 * `validationFailed`, as with decodeRequest. The handler's first parameter must be its `@Payload()`.
 */
export function RpcHandler(call: AnsweredCall): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as unknown as (payload: unknown, ...rest: unknown[]) => unknown;
    const decoded = function (this: unknown, payload: unknown, ...rest: unknown[]): unknown {
      return handler.call(this, decodeRequest(call.request, payload), ...rest);
    };
    Object.defineProperty(decoded, 'name', { value: handler.name });
    descriptor.value = decoded as typeof descriptor.value;
    // MessagePattern keeps its metadata on the function, so it goes on the decoding one.
    return MessagePattern(call.pattern)(target, key, descriptor) ?? descriptor;
  };
}
