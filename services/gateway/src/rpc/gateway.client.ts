import { create, type DescMessage, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import { RpcClient, type RpcCall } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';

/**
 * The base of the per-service clients the controllers delegate to: each builds a call's request, sends
 * it and maps the reply with its area's views, so that a controller is one line per route.
 */
@Injectable()
export abstract class GatewayClient {
  constructor(protected readonly rpc: RpcClient) {}

  /** Sends `call` with its request built from plain fields (the call names its own request contract). */
  protected send<Req extends DescMessage, Res extends DescMessage>(
    call: RpcCall<Req, Res>,
    fields: MessageInitShape<Req>,
  ): Promise<MessageShape<Res>> {
    return this.rpc.send(call, create(call.request, fields));
  }
}
