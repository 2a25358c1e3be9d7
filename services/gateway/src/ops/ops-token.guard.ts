import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';

export const OPS_TOKEN = Symbol('OpsToken');

/** Operator endpoints answer only to the operators' bearer token (OPS_TOKEN), compared in constant time. */
@Injectable()
export class OpsTokenGuard implements CanActivate {
  constructor(@Inject(OPS_TOKEN) private readonly token: string) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '';
    const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
    const expected = Buffer.from(this.token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new KernelException(KernelErrorCode.Unauthorized, 'Operator endpoints need the operator bearer token.');
    }
    return true;
  }
}
