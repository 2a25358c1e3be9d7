import 'reflect-metadata';
import { create } from '@bufbuild/protobuf';
import { type Empty, EmptySchema, SourceContextSchema, type SourceContext } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from '@jest/globals';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { KernelErrorCode, KernelException } from '../../errors/index.js';
import { decodeRequest } from './decode-request.js';
import { RpcHandler } from './rpc-handler.decorator.js';

const call = { pattern: 'test.thing.get', request: SourceContextSchema };

class ThingMessages {
  readonly seen: unknown[] = [];

  @RpcHandler(call)
  get(payload: unknown, context?: string): { fileName: string; context?: string } {
    this.seen.push(payload);
    const { fileName } = decodeRequest(SourceContextSchema, payload);
    return { fileName, context };
  }
}

const echo = { pattern: 'test.thing.echo', request: SourceContextSchema, response: SourceContextSchema };

class EchoMessages {
  @RpcHandler(echo)
  echo(request: SourceContext): SourceContext {
    return request;
  }

  @RpcHandler(echo)
  later(request: SourceContext): Promise<SourceContext> {
    return Promise.resolve(request);
  }

  @RpcHandler(echo)
  plain(): { already: string } {
    return { already: 'json' };
  }

  @RpcHandler(echo)
  other(): Empty {
    return create(EmptySchema);
  }
}

describe('RpcHandler', () => {
  it("subscribes the handler to the call's pattern", () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, ThingMessages.prototype.get)).toEqual(['test.thing.get']);
  });

  it('hands the handler its request decoded with the call’s contract, and passes the other arguments on', () => {
    const messages = new ThingMessages();
    expect(messages.get({ fileName: 'a.proto' }, 'ctx')).toEqual({ fileName: 'a.proto', context: 'ctx' });
    const [decoded] = messages.seen as [SourceContext];
    expect(decoded.$typeName).toBe('google.protobuf.SourceContext');
    expect(decodeRequest(SourceContextSchema, decoded)).toBe(decoded);
  });

  it('answers validationFailed for a payload that does not fit the contract', () => {
    const messages = new ThingMessages();
    const refusal = (() => {
      try {
        messages.get({ fileName: 1, other: true });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(KernelException);
    expect((refusal as KernelException).code).toBe(KernelErrorCode.ValidationFailed);
    expect(messages.seen).toEqual([]);
  });

  it('decodes a payload from the wire that only looks like a decoded message', () => {
    const forged = { $typeName: 'google.protobuf.SourceContext', fileName: 'x', injected: true };
    expect(() => decodeRequest(SourceContextSchema, forged)).toThrow(KernelException);
  });

  it("answers a reply of the call's response contract as its protobuf JSON, sync or later", async () => {
    // As the transport calls it: with the payload from the wire.
    const messages = new EchoMessages();
    expect(messages.echo({ fileName: 'a.proto' } as never)).toEqual({ fileName: 'a.proto' });
    await expect(messages.later({ fileName: 'b.proto' } as never)).resolves.toEqual({ fileName: 'b.proto' });
  });

  it('passes a reply that is no message on as it is', () => {
    expect(new EchoMessages().plain()).toEqual({ already: 'json' });
  });

  it("refuses to answer with a message of another contract than the call's", () => {
    expect(() => new EchoMessages().other()).toThrow(
      'test.thing.echo answers google.protobuf.SourceContext, not google.protobuf.Empty',
    );
  });
});
