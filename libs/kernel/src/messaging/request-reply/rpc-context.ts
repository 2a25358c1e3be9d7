import { BaseRpcContext } from '@nestjs/microservices';

/**
 * What an `@RpcHandler` (and the RpcEnvelopeInterceptor around it) knows of the request besides its
 * payload: its headers (the correlation id among them) and the pattern it was sent to.
 */
export class RpcRequestContext extends BaseRpcContext<[headers: ReadonlyMap<string, string>, pattern: string]> {
  getHeaders(): ReadonlyMap<string, string> {
    return this.args[0];
  }

  getPattern(): string {
    return this.args[1];
  }
}
