import { DomainError } from './domain-error.js';

/** Codes raised by the shared kernel itself, whatever the module. */
export enum KernelErrorCode {
  /** A field, query parameter or header failed validation; args[0] names it. */
  ValidationFailed = 'validationFailed',
  /** The request could not be parsed at all (bad JSON, wrong content type). */
  MalformedRequest = 'malformedRequest',
  /** No route matches the method and path. */
  RouteNotFound = 'routeNotFound',
  /** The caller is not authenticated. */
  Unauthorized = 'unauthorized',
  /** Over the gateway's rate limit (per member or per address); args[0] is the seconds to wait. */
  TooManyRequests = 'tooManyRequests',
  /** The service answering a request did not reply in time. */
  UpstreamTimeout = 'upstreamTimeout',
  /** The messaging layer could not reach the service at all. */
  UpstreamUnavailable = 'upstreamUnavailable',
  /** The gateway has more requests under way than it can answer in time; args[0] is the seconds to wait. */
  Overloaded = 'overloaded',
  /** An Idempotency-Key whose first request is still under way; try again in a second (Retry-After). */
  IdempotencyKeyInUse = 'idempotencyKeyInUse',
  /** An Idempotency-Key sent again with another request (method, path or body) than the first. */
  IdempotencyKeyReused = 'idempotencyKeyReused',
  /** Anything unexpected; args[0] is the errorId written to the log. */
  Internal = 'internal',
}

export class KernelException extends DomainError<KernelErrorCode> {
  static validation(field: string, message: string): KernelException {
    return new KernelException(KernelErrorCode.ValidationFailed, message, [field]);
  }
}
