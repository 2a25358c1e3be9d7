import { inSpan, SpanKind, tracingEnabled, type Metrics } from '@callsheet/kernel';
import Stripe from 'stripe';

type StripeHttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;

/**
 * A Stripe API path as a bounded label: the query string dropped and every object id (`acct_1Nx…`,
 * `in_1Mt…`, numbers) replaced by `{id}`, so that `GET /v1/accounts/acct_123/login_links` and every
 * other account's call share one series.
 */
export function stripePathTemplate(path: string): string {
  const [bare = ''] = path.split('?');
  return bare
    .split('/')
    .map((segment) => (isObjectId(segment) ? '{id}' : segment))
    .join('/');
}

/**
 * Stripe's path words are lower-case snake_case (`login_links`, `test_helpers`) and its versions `v1`,
 * `v2`; its object ids (`acct_1NxY2z…`, `in_1MtHbE…`) and numbers carry a digit or a capital letter.
 */
function isObjectId(segment: string): boolean {
  return !/^v\d+$/.test(segment) && /[0-9A-Z]/.test(segment);
}

/** `<METHOD> <path template>`: the operation label of Stripe's metrics and span names. */
export function stripeOperation(method: string, path: string): string {
  return `${method.toUpperCase()} ${stripePathTemplate(path)}`;
}

/**
 * The Stripe SDK's HTTP client, measured: every call (each of the SDK's own retries too) is timed by
 * operation and status until Stripe's response headers arrive (callsheet_stripe_request_duration_seconds),
 * an error status or a failed connection is counted (callsheet_stripe_request_errors_total), and with
 * tracing on it is a CLIENT span `stripe <operation>`, the child of the handler that called it. The one
 * place where payments meets Stripe's network, so no call is left out.
 */
export function measuredStripeHttpClient(metrics: Metrics, inner: StripeHttpClient = Stripe.createNodeHttpClient()) {
  const measured: StripeHttpClient = Object.create(inner) as StripeHttpClient;
  measured.makeRequest = async (host, port, path, method, headers, requestData, protocol, timeout) => {
    const operation = stripeOperation(method, path);
    const stopTimer = metrics.stripeDuration.startTimer({ operation });
    let status = 'network';
    try {
      return await inSpan(
        `stripe ${operation}`,
        {
          kind: SpanKind.CLIENT,
          attributes: tracingEnabled()
            ? { 'http.request.method': method, 'server.address': host, 'url.template': stripePathTemplate(path) }
            : undefined,
        },
        async (span) => {
          const response = await inner.makeRequest(host, port, path, method, headers, requestData, protocol, timeout);
          status = String(response.getStatusCode());
          span?.setAttribute('http.response.status_code', response.getStatusCode());
          return response;
        },
      );
    } finally {
      stopTimer({ status });
      if (status === 'network' || Number(status) >= 400) {
        metrics.stripeErrors.inc({ operation, status });
      }
    }
  };
  return measured;
}
