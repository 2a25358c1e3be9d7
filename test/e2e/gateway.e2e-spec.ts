import {
  e2eStack,
  freePort,
  kafkaBrokers,
  startServiceProcess,
  startStackService,
  stopStackService,
  type ServiceProcess,
} from '@callsheet/testing';

// The walking skeleton end to end: HTTP → gateway → Kafka → identity → Kafka → gateway, with every
// process built and started as in production. This file runs a gateway of its own that waits only 2 s
// for a reply, in front of the shared stack's identity, which it stops and starts again.
const opsToken = e2eStack().opsToken;
const gatewayPort = await freePort();
const base = `http://127.0.0.1:${gatewayPort}`;

describe('gateway end to end', () => {
  let gateway: ServiceProcess;

  beforeAll(async () => {
    gateway = await startServiceProcess(
      'gateway',
      {
        KAFKA_BROKERS: kafkaBrokers.join(','),
        LOG_LEVEL: 'warn',
        GATEWAY_PORT: String(gatewayPort),
        OPS_TOKEN: opsToken,
        KAFKA_REQUEST_TIMEOUT_MS: '2000',
      },
      `${base}/health/ready`,
    );
    await stopStackService('identity');
  });

  afterAll(async () => {
    // The other files find identity running, whatever happened here.
    await startStackService('identity');
    await gateway?.stop();
  });

  it('answers 504 upstreamTimeout, naming the service, when identity is down', async () => {
    const started = Date.now();
    const response = await fetch(`${base}/public/config`);
    expect(response.status).toBe(504);
    const body = (await response.json()) as { code: string; message: string; args: string[] };
    expect(body.code).toBe('upstreamTimeout');
    expect(body.message).toMatch(/identity\.config\.get.*identity service/);
    expect(body.args).toEqual(['identity.config.get', '2000']);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('returns the feature configuration through Kafka once identity runs', async () => {
    await startStackService('identity');
    const response = await fetch(`${base}/public/config`, { headers: { 'x-request-id': 'e2e-trace-0001' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('e2e-trace-0001');
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      version: '1',
      languages: ['en-US', 'fr-QC', 'es-ES'],
      defaultLocale: 'en-CA',
      defaultCountry: 'CA',
      supportedCountries: ['US'],
      connectMode: 'custom',
    });
    expect(config.features).toEqual(
      expect.arrayContaining([
        { key: 'account', enabled: true, access: [], requiresOwner: false },
        { key: 'representative', enabled: true, access: ['representative'], requiresOwner: false },
        { key: 'customers', enabled: false, access: [], requiresOwner: false },
      ]),
    );
  });

  it('rejects a malformed list request with 400 validationFailed naming the parameter', async () => {
    const response = await fetch(`${base}/ops/topics?limit=0`, { headers: { authorization: `Bearer ${opsToken}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validationFailed',
      message: 'limit must be a whole number from 1 to 100.',
      args: ['limit'],
      error: 'validationFailed-limit',
    });
    const both = await fetch(`${base}/ops/topics?starting_after=a&ending_before=b`, {
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { code: string }).code).toBe('validationFailed');
  });

  it('pages through Kafka topics for operators, and refuses callers without the operator token', async () => {
    const unauthorized = await fetch(`${base}/ops/topics`);
    expect(unauthorized.status).toBe(401);
    expect(((await unauthorized.json()) as { code: string }).code).toBe('unauthorized');

    const auth = { headers: { authorization: `Bearer ${opsToken}` } };
    type TopicPage = { data: { name: string; partitions: number; deadLetter: boolean }[]; has_more: boolean };
    const first = (await (await fetch(`${base}/ops/topics?limit=1`, auth)).json()) as TopicPage;
    expect(first.data).toHaveLength(1);
    expect(first.has_more).toBe(true);
    const firstName = first.data[0].name;

    const rest = (await (
      await fetch(`${base}/ops/topics?limit=100&starting_after=${encodeURIComponent(firstName)}`, auth)
    ).json()) as TopicPage;
    expect(rest.data.map((topic) => topic.name)).not.toContain(firstName);
    // The remaining pages, to the end: the request topics and the gateway's own reply topic are there.
    const all = [...first.data, ...rest.data];
    for (let page = rest; page.has_more;) {
      const after = encodeURIComponent(page.data[page.data.length - 1].name);
      page = (await (await fetch(`${base}/ops/topics?limit=100&starting_after=${after}`, auth)).json()) as TopicPage;
      all.push(...page.data);
    }
    expect(new Set(all.map((topic) => topic.name)).size).toBe(all.length);
    expect(all.map((topic) => topic.name)).toEqual(expect.arrayContaining(['identity.requests', 'gateway.replies']));
    expect(all.find((topic) => topic.name === 'identity.requests')).toMatchObject({
      partitions: 6,
      deadLetter: false,
    });

    const back = (await (
      await fetch(`${base}/ops/topics?limit=1&ending_before=${encodeURIComponent(rest.data[0].name)}`, auth)
    ).json()) as TopicPage;
    expect(back).toEqual({ data: first.data, has_more: false });
  });

  it('answers unknown routes with 404 routeNotFound', async () => {
    const response = await fetch(`${base}/public/nothing-here`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('routeNotFound');
  });

  it('documents its routes at /docs-json and serves health, and metrics to operators only', async () => {
    const document = (await (await fetch(`${base}/docs-json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/public/config', '/ops/topics']));
    expect((await fetch(`${base}/docs`)).status).toBe(200);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-operator-token' } })).status,
    ).toBe(401);
    const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${opsToken}` } })).text();
    expect(metrics).toContain('callsheet_rpc_duration_seconds_bucket');
    expect(metrics).toContain('callsheet_http_request_duration_seconds');
  });
});
