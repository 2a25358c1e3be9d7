import {
  ConnectedAccountBalanceSchema,
  ConnectedAccountRefSchema,
  ConnectedAccountViewSchema,
  IdentityFileViewSchema,
  InstantPayoutQuoteViewSchema,
  InstantPayoutRequestSchema,
  ListStripeObjectsRequestSchema,
  PaymentsPatterns as P,
  PayoutViewSchema,
  SaveExternalAccountRequestSchema,
  SavePersonRequestSchema,
  StripeObjectDeletedSchema,
  StripeObjectPageSchema,
  StripeObjectRefSchema,
  StripeObjectViewSchema,
  UpdateConnectedAccountRequestSchema,
  UploadIdentityFileRequestSchema,
} from '@callsheet/contracts';

/** The payments service's connected-account calls: pattern and contracts of each. */
export const PaymentsAccountCalls = {
  getAccount: { pattern: P.getAccount, request: ConnectedAccountRefSchema, response: ConnectedAccountViewSchema },
  updateAccount: {
    pattern: P.updateAccount,
    request: UpdateConnectedAccountRequestSchema,
    response: ConnectedAccountViewSchema,
  },
  getBalance: { pattern: P.getBalance, request: ConnectedAccountRefSchema, response: ConnectedAccountBalanceSchema },
  quoteInstantPayout: {
    pattern: P.quoteInstantPayout,
    request: InstantPayoutRequestSchema,
    response: InstantPayoutQuoteViewSchema,
  },
  createInstantPayout: {
    pattern: P.createInstantPayout,
    request: InstantPayoutRequestSchema,
    response: PayoutViewSchema,
  },
  createPerson: { pattern: P.createPerson, request: SavePersonRequestSchema, response: StripeObjectViewSchema },
  updatePerson: { pattern: P.updatePerson, request: SavePersonRequestSchema, response: StripeObjectViewSchema },
  getPerson: { pattern: P.getPerson, request: StripeObjectRefSchema, response: StripeObjectViewSchema },
  listPersons: { pattern: P.listPersons, request: ListStripeObjectsRequestSchema, response: StripeObjectPageSchema },
  deletePerson: { pattern: P.deletePerson, request: StripeObjectRefSchema, response: StripeObjectDeletedSchema },
  createExternalAccount: {
    pattern: P.createExternalAccount,
    request: SaveExternalAccountRequestSchema,
    response: StripeObjectViewSchema,
  },
  updateExternalAccount: {
    pattern: P.updateExternalAccount,
    request: SaveExternalAccountRequestSchema,
    response: StripeObjectViewSchema,
  },
  getExternalAccount: {
    pattern: P.getExternalAccount,
    request: StripeObjectRefSchema,
    response: StripeObjectViewSchema,
  },
  listExternalAccounts: {
    pattern: P.listExternalAccounts,
    request: ListStripeObjectsRequestSchema,
    response: StripeObjectPageSchema,
  },
  deleteExternalAccount: {
    pattern: P.deleteExternalAccount,
    request: StripeObjectRefSchema,
    response: StripeObjectDeletedSchema,
  },
  uploadFile: { pattern: P.uploadFile, request: UploadIdentityFileRequestSchema, response: IdentityFileViewSchema },
} as const;
