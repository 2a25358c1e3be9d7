import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Payer } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { GetBillingQuery } from './get-billing.query.js';

@QueryHandler(GetBillingQuery)
export class GetBillingHandler implements IQueryHandler<GetBillingQuery, Payer> {
  constructor(private readonly stripe: BillingStripe) {}

  async execute({ accountId }: GetBillingQuery): Promise<Payer> {
    return this.stripe.payer(accountId);
  }
}
