import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AccessTokenVerifier, type Caller } from './access-token.verifier.js';

type AuthenticatedRequest = FastifyRequest & { caller?: Caller };

/** Lets a request through only with a valid bearer access token, and remembers who is calling. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      throw new KernelException(KernelErrorCode.Unauthorized, 'Sign in first: this route needs a bearer access token.');
    }
    request.caller = await this.verifier.verify(header.slice('Bearer '.length).trim());
    return true;
  }
}

/** The verified caller of an authenticated route. */
export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<AuthenticatedRequest>().caller;
  if (!caller) {
    throw new KernelException(KernelErrorCode.Unauthorized, 'Sign in first: this route needs a bearer access token.');
  }
  return caller;
});
