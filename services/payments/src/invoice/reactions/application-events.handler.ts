import {
  ApplicationDealMemoSetSchema,
  type ApplicationSnapshot,
  ApplicationStatusChangedSchema,
  ApplicationSubmittedSchema,
  ConnectionsTopics,
} from '@callsheet/contracts';
import {
  type ConsumedEvent,
  EventConsumer,
  type EventHandler,
  type SqlClient,
  UnprocessableEventError,
} from '@callsheet/kernel';
import { prismaTx } from '../../database/payments.database.js';
import { type ApplicationDeal, type DealMemo, InvoiceRepository } from '../invoice.repository.js';

const schemas = [ApplicationSubmittedSchema, ApplicationStatusChangedSchema, ApplicationDealMemoSetSchema];
type ApplicationEvent = (typeof schemas)[number];

/**
 * connections.application.events: keeps application_deal, payments' copy of each application (status,
 * payer, talent, minor and trust flags, the minor's birth date and the job's work state the trust rule
 * follows, deal memo with each share's account), from the snapshot every
 * event carries. Events of one application arrive in order (keyed by application id), so the newest
 * snapshot simply replaces the row.
 */
@EventConsumer()
export class ApplicationEventsHandler implements EventHandler<ApplicationEvent> {
  readonly name = 'payments.application-events';
  readonly topic = ConnectionsTopics.applicationEvents;
  readonly schema = schemas;

  constructor(private readonly invoices: InvoiceRepository) {}

  async handle({ payload }: ConsumedEvent<ApplicationEvent>, sql: SqlClient): Promise<void> {
    if (!payload.application) {
      throw new UnprocessableEventError(`${payload.$typeName} without its application snapshot`);
    }
    await this.invoices.saveDeal(prismaTx(sql), dealOf(payload.application));
  }
}

export function dealOf(snapshot: ApplicationSnapshot): ApplicationDeal {
  const memo = snapshot.dealMemo;
  const dealMemo: DealMemo | undefined = memo
    ? {
        rateType: memo.rateType,
        unitRate: memo.unitRate,
        quantity: memo.quantity ?? 1,
        currency: memo.currency ?? 'usd',
        total: memo.total ?? memo.unitRate * (memo.quantity ?? 1),
        split: memo.split.map((share) => ({
          profileType: share.profileType === 'representative' ? 'representative' : 'talent',
          profileId: share.profileId,
          shareBps: share.shareBps,
          accountId: share.accountId,
        })),
      }
    : undefined;
  return {
    applicationId: snapshot.applicationId,
    jobId: snapshot.jobId,
    jobAccountId: snapshot.jobAccountId,
    talentId: snapshot.talentId,
    talentAccountId: snapshot.talentAccountId,
    talentMinor: snapshot.talentMinor,
    talentTrustAccount: snapshot.talentTrustAccount,
    talentBirthDate: snapshot.talentBirthDate,
    workState: snapshot.jobWorkState,
    status: snapshot.status,
    jobTitle: snapshot.jobTitle,
    talentName: snapshot.talentName,
    dealMemo,
  };
}
