import { createLogger } from '@callsheet/kernel';
import { Kafka, type KafkaConfig } from 'kafkajs';
import { createOpsKafka, opsKafkaConfig } from './ops-kafka.js';

const gatewayConfig: KafkaConfig = {
  clientId: 'gateway-ops',
  brokers: ['kafka-0:9093', 'kafka-1:9093'],
  ssl: { ca: ['-----BEGIN CERTIFICATE-----'] },
  connectionTimeout: 3000,
  retry: { retries: 5 },
  sasl: { mechanism: 'scram-sha-512', username: 'gateway', password: 'gateway-secret' },
};

describe('opsKafkaConfig', () => {
  it("signs in as the operators' user by the gateway's mechanism, over the gateway's brokers and TLS", () => {
    const config = opsKafkaConfig(gatewayConfig, { username: 'callsheet-ops', password: 'ops-secret' });
    expect(config.sasl).toEqual({ mechanism: 'scram-sha-512', username: 'callsheet-ops', password: 'ops-secret' });
    expect(config).toMatchObject({
      clientId: 'gateway-ops',
      brokers: ['kafka-0:9093', 'kafka-1:9093'],
      ssl: { ca: ['-----BEGIN CERTIFICATE-----'] },
      connectionTimeout: 3000,
      retry: { retries: 5 },
    });
    // The gateway's own settings are not changed.
    expect(gatewayConfig.sasl).toMatchObject({ username: 'gateway', password: 'gateway-secret' });
  });

  it('refuses to make an anonymous client out of a gateway without SASL', () => {
    const { sasl: _none, ...anonymous } = gatewayConfig;
    expect(() => opsKafkaConfig(anonymous, { username: 'callsheet-ops', password: 'ops-secret' })).toThrow(
      'KAFKA_OPS_USERNAME needs KAFKA_SASL_MECHANISM',
    );
  });
});

describe('createOpsKafka', () => {
  const logger = createLogger('ops-kafka-spec', 'silent');
  const gateway = new Kafka({ clientId: 'gateway-admin', brokers: ['127.0.0.1:9092'] });

  it("is the gateway's own client when no operators' user is configured (locally)", () => {
    expect(createOpsKafka(gateway, ['127.0.0.1:9092'], undefined, logger)).toBe(gateway);
  });
});
