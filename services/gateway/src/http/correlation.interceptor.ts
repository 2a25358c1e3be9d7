import { CORRELATION_HEADER, runWithCorrelationId } from '@callsheet/kernel';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { withRequestTrace } from './request-tracing.js';

/**
 * Runs each request under its request id (Fastify takes a valid incoming `x-request-id` or makes
 * one), so that logs and Kafka messages caused by it carry the id, and echoes the id to the client.
 * With tracing on, the handler also runs in the request's span (http/request-tracing.ts).
 */
@Injectable()
export class CorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    void http.getResponse<FastifyReply>().header(CORRELATION_HEADER, request.id);
    return new Observable((subscriber) =>
      withRequestTrace(request, () => runWithCorrelationId(request.id, () => next.handle().subscribe(subscriber))),
    );
  }
}
