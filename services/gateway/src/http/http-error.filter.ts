import { DomainError, KernelErrorCode, type ErrorEnvelope, type Logger } from '@callsheet/kernel';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { httpStatusOf } from './error-status.js';

/**
 * Every error leaves the gateway as `{code, message, args}` (domain errors also with `error`, see
 * keyArgument) with the status its code maps to.
 * Framework errors (unknown route, unparsable body) get kernel codes; anything unexpected is logged
 * with an errorId that the 500 reply carries, and its details stay in the log.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body } = this.toResponse(error, request);
    const retryAfter = retryAfterSeconds(status, body);
    if (retryAfter !== undefined) {
      void reply.header('retry-after', String(retryAfter));
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toResponse(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
    if (error instanceof DomainError) {
      const envelope: ErrorEnvelope = error.toEnvelope();
      const status = httpStatusOf(envelope.code);
      if (status === 500) {
        return this.internal(error, request);
      }
      return { status, body: { ...envelope, error: keyArgument(envelope) } };
    }
    if (error instanceof HttpException && error.getStatus() === 404) {
      return {
        status: 404,
        body: {
          code: KernelErrorCode.RouteNotFound,
          message: `No route ${request.method} ${request.url.split('?')[0]}.`,
          args: [],
        },
      };
    }
    const frameworkStatus = clientErrorStatus(error);
    if (frameworkStatus !== undefined) {
      const message = error instanceof Error ? error.message : 'Malformed request.';
      return { status: frameworkStatus, body: { code: KernelErrorCode.MalformedRequest, message, args: [] } };
    }
    return this.internal(error, request);
  }

  private internal(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
    const errorId = randomUUID();
    this.logger.error({ err: error, errorId, method: request.method, url: request.url }, 'unexpected error');
    return {
      status: 500,
      body: { code: KernelErrorCode.Internal, message: 'Unexpected error; quote this id to support.', args: [errorId] },
    };
  }
}

/** The envelope, plus for domain errors the spec's `key-argument` string (section 8). */
type ErrorBody = ErrorEnvelope & { error?: string };

/**
 * Spec section 8: the console splits the error string at the first dash into a translation key under
 * errors and its argument, e.g. "alreadyApplied-Ada Lovelace". Codes never contain a dash.
 */
export function keyArgument({ code, args }: ErrorEnvelope): string {
  return args.length > 0 ? `${code}-${args[0]}` : code;
}

/**
 * Every 429, and a 503 of a gateway shedding load, tells the client when to come back: the seconds to
 * wait are in args[0]; without them, a minute.
 */
export function retryAfterSeconds(status: number, { code, args }: ErrorEnvelope): number | undefined {
  if (status !== 429 && !(status === 503 && code === 'overloaded')) {
    return undefined;
  }
  const seconds = Number(args[0]);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}

/** Fastify's own 4xx errors (invalid JSON, unsupported media type, body too large) and Nest's 4xx. */
function clientErrorStatus(error: unknown): number | undefined {
  const status =
    error instanceof HttpException
      ? error.getStatus()
      : typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : undefined;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}
