import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredPaymentMethod } from '../../billing.repository.js';

export interface PaymentMethodList {
  page: Page<StoredPaymentMethod>;
  defaultPaymentMethodId?: string;
}

/** GET /api/account/billing/payment-methods: what is on file, newest first, the default marked. */
export class ListPaymentMethodsQuery extends Query<PaymentMethodList> {
  constructor(
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
