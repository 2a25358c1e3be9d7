import { isMessage, toJson, type DescMessage } from '@bufbuild/protobuf';
import { MessagePattern } from '@nestjs/microservices';
import { decodeRequest } from './decode-request.js';

/** What a handler needs of a call declared in a protobuf service: its pattern, request and reply contracts. */
export interface AnsweredCall {
  pattern: string;
  request: DescMessage;
  response?: DescMessage;
}

/**
 * Answers one request/reply call (`@RpcHandler(IdentityCalls.signIn)`, the calls derived from the
 * protobuf services in @callsheet/contracts): subscribes the method to the call's pattern and hands it
 * the payload already decoded with the call's request contract. A payload that does not fit answers
 * `validationFailed`, as with decodeRequest. The handler's first parameter must be its `@Payload()`.
 * A reply of the call's response contract (sync or a promise) goes out as its protobuf JSON; a reply
 * that is no message goes out as it is.
 */
export function RpcHandler(call: AnsweredCall): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as unknown as (payload: unknown, ...rest: unknown[]) => unknown;
    const decoded = function (this: unknown, payload: unknown, ...rest: unknown[]): unknown {
      const reply = handler.call(this, decodeRequest(call.request, payload), ...rest);
      return reply instanceof Promise ? reply.then((value) => encodeReply(call, value)) : encodeReply(call, reply);
    };
    Object.defineProperty(decoded, 'name', { value: handler.name });
    descriptor.value = decoded as typeof descriptor.value;
    // MessagePattern keeps its metadata on the function, so it goes on the decoding one.
    return MessagePattern(call.pattern)(target, key, descriptor) ?? descriptor;
  };
}

function encodeReply(call: AnsweredCall, reply: unknown): unknown {
  if (!isMessage(reply)) {
    return reply;
  }
  if (!call.response || !isMessage(reply, call.response)) {
    // A message the call does not answer with is a bug here, not something to send the caller.
    throw new Error(`${call.pattern} answers ${call.response?.typeName ?? 'no contract'}, not ${reply.$typeName}`);
  }
  return toJson(call.response, reply);
}
