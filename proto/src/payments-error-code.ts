/**
 * Error codes the payments service answers with. They travel in the error envelope; the gateway maps
 * each to an HTTP status and the console translates them (errors.<code>), filling "{0}" from args.
 */
export enum PaymentsErrorCode {
  // --- shared ---
  /** A required field is missing; args[0] names it. */
  Required = 'required',
  /** "Max {0} characters": args[0] is the limit, args[1] the field. */
  MaxLength = 'maxLength',
  /** A malformed value (number, money, list, combination); args[0] is the field. */
  InvalidValue = 'invalidValue',
  /** Stripe refused a request as invalid; args[0] is the parameter at fault when Stripe names one. */
  StripeRequestInvalid = 'stripeRequestInvalid',
  /** Stripe has no such object; args[0] is the parameter. */
  StripeObjectNotFound = 'stripeObjectNotFound',
  /** Stripe could not be reached or failed; retry later. */
  StripeUnavailable = 'stripeUnavailable',
  /** A charge was declined; args[0] is Stripe's decline code. */
  PaymentFailed = 'paymentFailed',
  /** The account has no Stripe connected account yet (it is created shortly after the account). */
  ConnectedAccountNotFound = 'connectedAccountNotFound',

  // --- invoices, splits and transfers (services/payments/src/invoice, src/transfer) ---
  /** The invoice state machine does not allow the action; args: [status, action]. */
  InvoiceActionNotAllowed = 'invoiceActionNotAllowed',
  /** Invoice prefix given but not 1 to 12 uppercase letters or digits (spec sections 5 and 9). */
  InvalidInvoicePrefix = 'invalidInvoicePrefix',
  /** "Invoice: no valid payment methods on file to charge" (spec section 8). */
  NoValidPaymentMethods = 'noValidPaymentMethods',
  InvoiceNotFound = 'invoiceNotFound',
  /** A deal memo split's shares do not add up to 10000 basis points (100%); args: [sum in basis points]. */
  SplitNotWhole = 'splitNotWhole',
  /** The work state requires a minor's trust set-aside but the profile has no trust account; args: [state]. */
  TrustAccountRequired = 'trustAccountRequired',
  /** A minor's trust set-aside is larger than the talent's share; args: [setAside, talentShare] in cents. */
  TrustSetAsideExceedsShare = 'trustSetAsideExceedsShare',
  /** No application known to payments by that id (connections announces them a few milliseconds after a change). */
  ApplicationNotFound = 'applicationNotFound',
  /** Only an accepted application with a deal memo is invoiced; args[0] is its status or "noDealMemo". */
  ApplicationNotInvoiceable = 'applicationNotInvoiceable',
  TransferNotFound = 'transferNotFound',
  TransferReportNotFound = 'transferReportNotFound',
  /** The bank asks the payer to confirm the payment (3-D Secure); args[0] is the hosted invoice page. */
  PaymentActionRequired = 'paymentActionRequired',

  // --- payer billing and minors' trust accounts (services/payments/src/billing, src/trust) ---
  /** Stripe emails an invoice to the payer's billing email, and the account has none (set it in Billing). */
  BillingEmailRequired = 'billingEmailRequired',
  /** No payment method by that id on the account's file; args[0] is the id. */
  PaymentMethodNotFound = 'paymentMethodNotFound',
  /** The talent profile has no trust account marked (GET or DELETE of it). */
  TrustAccountNotFound = 'trustAccountNotFound',
  /** A trust account is marked only for a minor talent profile (an adult is paid directly). */
  TrustAccountForMinorsOnly = 'trustAccountForMinorsOnly',

  // --- connected accounts, persons, external accounts, files, payouts (services/payments/src/account, ...) ---
  /** Only PDF, JPEG, JPG, PNG allowed (identity documents and dispute files, spec section 5). */
  InvalidFileType = 'invalidFileType',
  /** "Max file size is {0} MB"; args[0] is the limit in MB. */
  FileTooLarge = 'fileTooLarge',
  /** The primary representative must be an executive or owner with a title (spec section 5); args[0] is the field. */
  PrimaryRepresentativeRequirements = 'primaryRepresentativeRequirements',
  /** The owners' shares add up to more than 100%; args[0] is the total in percent ("125.5"). */
  OwnershipOverHundred = 'ownershipOverHundred',
  /** An owner holding 25% or more lacks data; args: [person id or name, ...missing fields]. */
  OwnerDataMissing = 'ownerDataMissing',
  /** Every owner holding 25% or more is collected but the list is not confirmed yet (company.owners_provided). */
  OwnersNotConfirmed = 'ownersNotConfirmed',
  /** Stripe offers no instant payouts there, or not in that currency; args: [country, currency]. */
  InstantPayoutNotSupported = 'instantPayoutNotSupported',
  /** No external account lists 'instant' among its available payout methods. */
  InstantPayoutNotEligible = 'instantPayoutNotEligible',
  /** More than the balance available for instant payouts; args: [available in minor units, currency]. */
  InstantPayoutOverAvailable = 'instantPayoutOverAvailable',
  /** Less than the smallest instant payout; args: [minimum in minor units, currency]. */
  InstantPayoutBelowMinimum = 'instantPayoutBelowMinimum',
  /**
   * Stripe-hosted onboarding and the Express dashboard are for express accounts; a custom account's
   * details are completed in the console's forms. args[0] is the account's connect type.
   */
  ExpressAccountRequired = 'expressAccountRequired',
  /**
   * Stripe makes no Account Link of that type for this account (account_update only for accounts without
   * a Stripe-hosted dashboard); args: [type, connect type].
   */
  AccountLinkTypeNotAllowed = 'accountLinkTypeNotAllowed',
  /** The Express dashboard opens once the onboarding details are submitted (use the onboarding link first). */
  OnboardingNotComplete = 'onboardingNotComplete',
}
