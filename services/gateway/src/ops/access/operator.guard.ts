import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AccessTokenVerifier } from '../../auth/access-token.verifier.js';
import { OPS_TOKEN } from '../ops-token.guard.js';
import { authorizeOperator, type OperatorIdentity } from './operator-auth.js';

export type OperatorRequest = FastifyRequest & { operator?: OperatorIdentity };

/** Guards every /ops controller: the operators' token or a platform operator's access token (operator-auth.ts). */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(
    @Inject(OPS_TOKEN) private readonly token: string,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OperatorRequest>();
    request.operator = await authorizeOperator(request.headers.authorization, this.token, (accessToken) =>
      this.verifier.verify(accessToken),
    );
    return true;
  }
}
