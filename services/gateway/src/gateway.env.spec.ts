import { gatewayEnvSchema, opsKafkaCredentials } from './gateway.env.js';

const base = { OPS_TOKEN: 'an-operator-token-long-enough' };
const issues = (env: Record<string, string>) =>
  (gatewayEnvSchema.safeParse({ ...base, ...env }).error?.issues ?? []).map(({ path, message }) => ({
    variable: path.join('.'),
    message,
  }));

describe("the gateway's environment: the operators' Kafka user", () => {
  it('is optional: without it the operators use the gateway’s client', () => {
    const env = gatewayEnvSchema.parse(base);
    expect(opsKafkaCredentials(env)).toBeUndefined();
  });

  it('is read beside the gateway’s own SASL user', () => {
    const env = gatewayEnvSchema.parse({
      ...base,
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'gateway',
      KAFKA_SASL_PASSWORD: 'gateway-secret',
      KAFKA_OPS_USERNAME: 'callsheet-ops',
      KAFKA_OPS_PASSWORD: 'ops-secret',
    });
    expect(opsKafkaCredentials(env)).toEqual({ username: 'callsheet-ops', password: 'ops-secret' });
  });

  it('wants the user name and the password together, and a SASL mechanism', () => {
    const sasl = { KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'gateway', KAFKA_SASL_PASSWORD: 'x' };
    expect(issues({ ...sasl, KAFKA_OPS_USERNAME: 'callsheet-ops' })).toEqual([
      { variable: 'KAFKA_OPS_PASSWORD', message: 'KAFKA_OPS_USERNAME needs it' },
    ]);
    expect(issues({ ...sasl, KAFKA_OPS_PASSWORD: 'ops-secret' })).toEqual([
      { variable: 'KAFKA_OPS_USERNAME', message: 'KAFKA_OPS_PASSWORD needs it' },
    ]);
    expect(issues({ KAFKA_OPS_USERNAME: 'callsheet-ops', KAFKA_OPS_PASSWORD: 'ops-secret' })).toEqual([
      {
        variable: 'KAFKA_SASL_MECHANISM',
        message: "the operators' Kafka user (KAFKA_OPS_USERNAME) signs in by the gateway's mechanism",
      },
    ]);
    expect(issues({ ...sasl, KAFKA_OPS_USERNAME: '', KAFKA_OPS_PASSWORD: 'ops-secret' })[0]?.variable).toBe(
      'KAFKA_OPS_USERNAME',
    );
  });
});
