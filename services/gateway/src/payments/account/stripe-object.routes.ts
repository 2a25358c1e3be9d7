import { create } from '@bufbuild/protobuf';
import { ListStripeObjectsRequestSchema, StripeObjectRefSchema } from '@callsheet/contracts';
import type { PageRequest, RpcClient } from '@callsheet/kernel';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { pageMessage } from '../../http/rpc-page.js';
import { PaymentsAccountCalls as Calls } from '@callsheet/contracts';
import { idempotencyKeyOf, pageJson } from './payments-account.rest.js';

/*
 * The list, get and delete routes persons and external accounts share: both are Stripe objects of the
 * caller's connected account, paged by Stripe id, answered in Stripe's own shape.
 */
// Generated from one protobuf service, the person and external-account calls share their types.
type ListCall = typeof Calls.listPersons;
type GetCall = typeof Calls.getPerson;
type DeleteCall = typeof Calls.deletePerson;

export async function listStripeObjects(rpc: RpcClient, call: ListCall, caller: Caller, page: PageRequest) {
  return pageJson(
    await rpc.send(
      call,
      create(ListStripeObjectsRequestSchema, { accountId: accountOf(caller), page: pageMessage(page) }),
    ),
  );
}

export async function getStripeObject(rpc: RpcClient, call: GetCall, caller: Caller, id: string) {
  const view = await rpc.send(call, create(StripeObjectRefSchema, { accountId: accountOf(caller), id }));
  return view.object ?? {};
}

export async function deleteStripeObject(
  rpc: RpcClient,
  call: DeleteCall,
  caller: Caller,
  id: string,
  request: FastifyRequest,
) {
  const deleted = await rpc.send(
    call,
    create(StripeObjectRefSchema, { accountId: accountOf(caller), id, commandId: idempotencyKeyOf(request) }),
  );
  return { id: deleted.id, deleted: deleted.deleted };
}
