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
  /** Anything unexpected; args[0] is the errorId written to the log. */
  Internal = 'internal',
}

export class KernelException extends DomainError<KernelErrorCode> {
  static validation(field: string, message: string): KernelException {
    return new KernelException(KernelErrorCode.ValidationFailed, message, [field]);
  }
}
