import { Metrics } from '@callsheet/kernel';
import Stripe from 'stripe';
import { measuredStripeHttpClient, stripeOperation, stripePathTemplate } from './stripe-http-client.js';

describe('stripePathTemplate', () => {
  it.each([
    ['/v1/accounts', '/v1/accounts'],
    ['/v1/accounts/acct_1NxY2zLkdIwHu7ix/login_links', '/v1/accounts/{id}/login_links'],
    ['/v1/invoices/in_1MtHbELkdIwHu7ixl4OzzPMv/finalize', '/v1/invoices/{id}/finalize'],
    ['/v1/transfers?limit=3&starting_after=tr_123', '/v1/transfers'],
    ['/v1/customers/cus_9s6XKzkNRiz8i3/sources/card_1NBxeh2eZvKYlo2C', '/v1/customers/{id}/sources/{id}'],
    ['/v1/files/file_1Ab2c/contents', '/v1/files/{id}/contents'],
    ['/v1/tokens/42', '/v1/tokens/{id}'],
    ['/v1/test_helpers/test_clocks', '/v1/test_helpers/test_clocks'],
  ])('%s → %s', (path, template) => {
    expect(stripePathTemplate(path)).toBe(template);
  });

  it('names the operation by method and template', () => {
    expect(stripeOperation('post', '/v1/accounts/acct_1/external_accounts')).toBe(
      'POST /v1/accounts/{id}/external_accounts',
    );
  });
});

/** A Stripe HTTP client answering `status`, or failing to connect when it is undefined. */
function answering(status: number | undefined) {
  const inner = Stripe.createNodeHttpClient();
  inner.makeRequest = () =>
    status === undefined
      ? Promise.reject(new Error('ECONNREFUSED'))
      : Promise.resolve({ getStatusCode: () => status } as never);
  return inner;
}

describe('measuredStripeHttpClient', () => {
  it('times every call by operation and status and counts the failed ones', async () => {
    const metrics = new Metrics('stripe-test');
    const call = (status: number | undefined, path: string) =>
      measuredStripeHttpClient(metrics, answering(status)).makeRequest(
        'api.stripe.com',
        '443',
        path,
        'POST',
        {},
        '',
        'https',
        1000,
      );
    await call(200, '/v1/accounts');
    await call(402, '/v1/transfers');
    await expect(call(undefined, '/v1/transfers')).rejects.toThrow('ECONNREFUSED');

    const durations = (await metrics.stripeDuration.get()).values.filter((value) =>
      value.metricName?.endsWith('_count'),
    );
    expect(
      Object.fromEntries(durations.map((value) => [`${value.labels.operation} ${value.labels.status}`, value.value])),
    ).toEqual({
      'POST /v1/accounts 200': 1,
      'POST /v1/transfers 402': 1,
      'POST /v1/transfers network': 1,
    });
    const errors = (await metrics.stripeErrors.get()).values;
    expect(
      Object.fromEntries(errors.map((value) => [`${value.labels.operation} ${value.labels.status}`, value.value])),
    ).toEqual({
      'POST /v1/transfers 402': 1,
      'POST /v1/transfers network': 1,
    });
  });

  it('keeps the SDK client it wraps (its name, its other methods)', () => {
    expect(measuredStripeHttpClient(new Metrics('stripe-test')).getClientName()).toBe('node');
  });
});
