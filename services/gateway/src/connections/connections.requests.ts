import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { KernelException } from '@callsheet/kernel';
import { parseProtoJson } from '../http/proto-json.js';

/**
 * A request body parsed as its contract, minus what the gateway fills in itself: the caller's account
 * (from the token) and the record's id (from the path) are never taken from the body.
 */
export function bodyAs<Desc extends DescMessage>(
  schema: Desc,
  body: unknown,
  reserved: readonly string[] = ['accountId'],
): MessageShape<Desc> {
  const input = body ?? {};
  if (typeof input === 'object' && !Array.isArray(input)) {
    for (const field of reserved) {
      if (field in input) {
        throw KernelException.validation(field, `${field} is not part of the request body.`);
      }
    }
  }
  return parseProtoJson(schema, input);
}

/** A boolean query parameter: "true" or "false", else a 400 naming it. */
export function booleanQuery(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') {
    return undefined;
  }
  if (value !== 'true' && value !== 'false') {
    throw KernelException.validation(name, `${name} must be true or false.`);
  }
  return value === 'true';
}

/**
 * The actions a react-admin style update may express as a new status instead: PATCH {status: "rejected"}
 * means the reject action. Keys are statuses, values actions.
 */
export function actionFromBody(
  body: { action?: unknown; status?: unknown },
  byStatus: Readonly<Record<string, string>>,
): string | undefined {
  if (body.action !== undefined && body.status !== undefined) {
    throw KernelException.validation('status', 'Send either action or status, not both.');
  }
  if (body.status === undefined) {
    return typeof body.action === 'string' ? body.action : undefined;
  }
  const action = typeof body.status === 'string' ? byStatus[body.status] : undefined;
  if (!action) {
    throw KernelException.validation('status', `status must be one of ${Object.keys(byStatus).join(', ')}.`);
  }
  return action;
}
