import { DomainError } from '@callsheet/kernel';
import { kafkaRefusal } from './kafka-refusal.js';

describe('kafkaRefusal', () => {
  it("answers the operators' missing Kafka rights with 503 upstreamUnavailable naming the refusal", () => {
    for (const type of ['TOPIC_AUTHORIZATION_FAILED', 'GROUP_AUTHORIZATION_FAILED']) {
      const refusal = kafkaRefusal(Object.assign(new Error('denied'), { type }));
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).toEnvelope()).toMatchObject({ code: 'upstreamUnavailable', args: [type] });
    }
  });

  it('finds the refusal inside the error a crashed consumer reports', () => {
    const protocol = Object.assign(new Error('denied'), { type: 'GROUP_AUTHORIZATION_FAILED' });
    const retries = Object.assign(new Error('retries exceeded'), { originalError: protocol });
    const crash = new Error('crashed', { cause: retries });
    expect((kafkaRefusal(crash) as DomainError).toEnvelope()).toMatchObject({
      code: 'upstreamUnavailable',
      args: ['GROUP_AUTHORIZATION_FAILED'],
    });
  });

  it('answers a group coordinator KafkaJS could not find (a refused group) with 503 too', () => {
    const notFound = Object.assign(new Error('Failed to find group coordinator'), {
      name: 'KafkaJSGroupCoordinatorNotFound',
    });
    expect((kafkaRefusal(notFound) as DomainError).toEnvelope()).toMatchObject({
      code: 'upstreamUnavailable',
      args: ['GROUP_COORDINATOR_NOT_FOUND'],
    });
  });

  it('leaves every other error as it is', () => {
    const other = Object.assign(new Error('gone'), { type: 'UNKNOWN_TOPIC_OR_PARTITION' });
    expect(kafkaRefusal(other)).toBe(other);
    expect(kafkaRefusal('text')).toBe('text');
  });
});
