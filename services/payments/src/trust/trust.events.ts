import { PaymentsTopics, TrustAccountMarkedSchema, TrustAccountUnmarkedSchema } from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { StoredTrustAccount } from './trust-account.repository.js';
import { trustAccountMessage } from './trust.views.js';

export type TrustEvent = { type: 'marked' | 'unmarked'; trust: StoredTrustAccount };

/** A trust account event on payments.transfer.events (where the trust lines' events are), keyed by the talent. */
export function trustEvent(event: TrustEvent): OutgoingEvent {
  const topic = PaymentsTopics.transferEvents;
  switch (event.type) {
    case 'marked':
      return outgoingEvent(topic, event.trust.talentId, TrustAccountMarkedSchema, {
        trustAccount: trustAccountMessage(event.trust, { amount: 0, count: 0 }),
      });
    case 'unmarked':
      return outgoingEvent(topic, event.trust.talentId, TrustAccountUnmarkedSchema, {
        talentId: event.trust.talentId,
        externalAccountId: event.trust.stripeExternalAccountId,
      });
  }
}
