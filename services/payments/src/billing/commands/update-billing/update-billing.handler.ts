import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BillingRepository, type Payer } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { parseBillingUpdate } from '../../domain/billing.rules.js';
import { UpdateBillingCommand } from './update-billing.command.js';

/** Stripe first (the customer, when it exists), then our row and BillingDetailsChanged in one transaction. */
@CommandHandler(UpdateBillingCommand)
export class UpdateBillingHandler implements ICommandHandler<UpdateBillingCommand, Payer> {
  constructor(
    private readonly billing: BillingRepository,
    private readonly stripe: BillingStripe,
  ) {}

  async execute({ accountId, input, commandId }: UpdateBillingCommand): Promise<Payer> {
    const details = parseBillingUpdate(input);
    const payer = await this.stripe.payer(accountId);
    await this.stripe.updateCustomer(payer, details, commandId);
    return this.billing.saveDetails(accountId, details);
  }
}
