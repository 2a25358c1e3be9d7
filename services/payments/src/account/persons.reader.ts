import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { callStripe } from '../stripe/stripe-errors.js';
import { STRIPE } from '../stripe/stripe.client.js';
import type { PersonData } from './domain/persons.js';
import { personDataOf } from './stripe-account.views.js';

/** Every person of a connected account, as the persons rules read them (owners check, share totals). */
@Injectable()
export class PersonsReader {
  constructor(@Inject(STRIPE) private readonly stripe: Stripe) {}

  async all(stripeAccountId: string): Promise<PersonData[]> {
    const persons: PersonData[] = [];
    // Stripe's auto-pagination; an account has a handful of persons.
    for await (const person of this.stripe.accounts.listPersons(stripeAccountId, { limit: 100 })) {
      persons.push(personDataOf(person));
    }
    return persons;
  }

  async allOrStripeError(stripeAccountId: string): Promise<PersonData[]> {
    return callStripe(() => this.all(stripeAccountId));
  }
}
