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

  it('leaves every other error as it is', () => {
    const other = Object.assign(new Error('gone'), { type: 'UNKNOWN_TOPIC_OR_PARTITION' });
    expect(kafkaRefusal(other)).toBe(other);
    expect(kafkaRefusal('text')).toBe('text');
  });
});
