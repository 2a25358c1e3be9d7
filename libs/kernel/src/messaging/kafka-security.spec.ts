import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { kafkaEnv } from '../config/env-fragments.js';
import { platformaticSecurity, readKafkaSecurity } from './kafka-security.js';

describe('Kafka security from the environment', () => {
  it('is plaintext and anonymous when nothing is set (the local stack)', () => {
    expect(readKafkaSecurity({})).toEqual({});
    expect(platformaticSecurity({})).toEqual({});
  });

  it('reads a SCRAM user and the brokers CA for a TLS listener (k8s/)', () => {
    const ca = join(mkdtempSync(join(tmpdir(), 'kafka-ca-')), 'ca.crt');
    writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const security = readKafkaSecurity({
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'payments',
      KAFKA_SASL_PASSWORD: 'secret',
      KAFKA_TLS_CA_FILE: ca,
    });
    expect(security).toEqual({
      tls: { ca: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' },
      sasl: { mechanism: 'scram-sha-512', username: 'payments', password: 'secret' },
    });
    expect(platformaticSecurity(security).sasl).toEqual({
      mechanism: 'SCRAM-SHA-512',
      username: 'payments',
      password: 'secret',
    });
  });

  it('turns TLS on without a CA (the system CAs) with KAFKA_TLS', () => {
    expect(readKafkaSecurity({ KAFKA_TLS: 'true' })).toEqual({ tls: {} });
  });

  it('refuses a mechanism without its credentials, and an unknown mechanism, naming the variable', () => {
    expect(() => readKafkaSecurity({ KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'x' })).toThrow(
      /KAFKA_SASL_PASSWORD/,
    );
    expect(() => readKafkaSecurity({ KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(/KAFKA_SASL_MECHANISM/);
  });

  it('is part of every service environment, so a wrong value stops the service at start-up', () => {
    const schema = z.object(kafkaEnv);
    expect(schema.safeParse({ KAFKA_SASL_MECHANISM: 'oauth' }).success).toBe(false);
    expect(schema.parse({ KAFKA_TLS: 'true' }).KAFKA_TLS).toBe(true);
  });
});
