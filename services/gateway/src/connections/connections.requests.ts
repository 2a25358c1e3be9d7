import { UpdateApplicationRequestSchema, type UpdateApplicationRequest } from '@callsheet/contracts';
import { KernelException } from '@callsheet/kernel';
import { Body, createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ProtoJsonPipe } from '../http/proto-json.js';

/** PATCH /api/connection/{id} {status} spelled as the status it leads to. */
export const CONNECTION_ACTION_BY_STATUS = {
  active: 'approve',
  rejected: 'reject',
  revoked: 'revoke',
  removed: 'remove',
  archived: 'archive',
} as const;

/** PATCH /api/application/{id} {status} spelled as the status it leads to (react-admin updates send the record). */
export const APPLICATION_ACTION_BY_STATUS = {
  accepted: 'accept',
  denied: 'deny',
  pending: 'restore',
  withdrawn: 'unapply',
} as const;

/** What an application update may change (UpdateApplicationRequest without the account and id). */
export type ApplicationUpdate = Partial<
  Pick<UpdateApplicationRequest, 'action' | 'isFavorite' | 'dealMemo' | 'reason'>
>;

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

function asObject(body: unknown): Record<string, unknown> {
  return (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
}

/** One step of the connection table: `{"action": "reject"}` or, equally, `{"status": "rejected"}`. */
@Injectable()
export class ConnectionStepPipe implements PipeTransform<unknown, string> {
  transform(body: unknown): string {
    return actionFromBody(asObject(body), CONNECTION_ACTION_BY_STATUS) ?? '';
  }
}

/** An application update: the message's fields, its action also spelled as a status. */
@Injectable()
export class ApplicationUpdatePipe implements PipeTransform<unknown, ApplicationUpdate> {
  private readonly message = new ProtoJsonPipe(UpdateApplicationRequestSchema, { reserved: ['accountId', 'id'] });

  transform(body: unknown): ApplicationUpdate {
    const input = asObject(body);
    const action = actionFromBody(input, APPLICATION_ACTION_BY_STATUS);
    const { status: _status, action: _action, ...rest } = input;
    return { ...this.message.transform(rest), action };
  }
}

export const ConnectionStepBody = (): ParameterDecorator => Body(new ConnectionStepPipe());
export const ApplicationUpdateBody = (): ParameterDecorator => Body(new ApplicationUpdatePipe());

/**
 * `@BooleanQuery('archived')`: the query parameter "true" or "false" as a boolean, absent as undefined,
 * anything else a 400 naming it. A parameter decorator of its own: the global ValidationPipe would turn
 * a `boolean` @Query parameter into false for any text.
 */
export const BooleanQuery = createParamDecorator((name: string, context: ExecutionContext): boolean | undefined => {
  const value = context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>().query[
    name
  ];
  if (value === undefined || value === '') {
    return undefined;
  }
  if (value !== 'true' && value !== 'false') {
    throw KernelException.validation(name, `${name} must be true or false.`);
  }
  return value === 'true';
});
