import { paginateList } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BillingRepository } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { ListPaymentMethodsQuery, type PaymentMethodList } from './list-payment-methods.query.js';

/** The cursors are the payment methods' Stripe ids, what the client knows them by. */
@QueryHandler(ListPaymentMethodsQuery)
export class ListPaymentMethodsHandler implements IQueryHandler<ListPaymentMethodsQuery, PaymentMethodList> {
  constructor(
    private readonly billing: BillingRepository,
    private readonly stripe: BillingStripe,
  ) {}

  async execute({ accountId, page }: ListPaymentMethodsQuery): Promise<PaymentMethodList> {
    const payer = await this.stripe.payer(accountId);
    const methods = await this.billing.methodsOf(accountId);
    return {
      page: paginateList(methods, page, (method) => method.stripePaymentMethodId),
      defaultPaymentMethodId: payer.defaultPaymentMethodId,
    };
  }
}
