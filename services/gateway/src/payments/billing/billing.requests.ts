import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';

/*
 * What the billing routes accept: small bodies, class-validator DTOs; payments checks the values
 * (billing/domain/billing.rules.ts) and answers what to fix.
 */

/** PATCH /api/account/billing */
export class UpdateBillingRequest {
  @ApiPropertyOptional({ description: 'Where Stripe emails invoices and receipts' })
  @IsOptional()
  @IsString({ message: 'email must be an email address.' })
  email?: string;

  @ApiPropertyOptional({ description: 'The name on invoices (the account’s name by default)' })
  @IsOptional()
  @IsString({ message: 'name must be text.' })
  name?: string;
}

/** POST /api/account/billing/setup-intent */
export class SetupIntentRequest {
  @ApiPropertyOptional({
    type: [String],
    enum: ['card', 'us_bank_account'],
    description: 'What the payer may add: a card, a US bank account (ACH debit); both by default',
  })
  @IsOptional()
  @IsArray({ message: 'paymentMethodTypes must be a list of card and us_bank_account.' })
  @IsString({ each: true, message: 'paymentMethodTypes must be a list of card and us_bank_account.' })
  paymentMethodTypes?: string[];
}

/** POST /api/account/billing/payment-methods */
export class AttachPaymentMethodRequest {
  @ApiProperty({ description: 'A PaymentMethod made in the browser by Stripe.js (pm_…)' })
  @IsString({ message: 'paymentMethod must be a Stripe payment method id (pm_…).' })
  paymentMethod!: string;

  @ApiPropertyOptional({ description: 'Make it the default one (the first on file always is)' })
  @IsOptional()
  @IsBoolean({ message: 'makeDefault must be true or false.' })
  makeDefault?: boolean;
}
