import { create, type JsonValue, toJson } from '@bufbuild/protobuf';
import { type Transfer, TransferHoldSchema, TransferPageSchema, TransferSchema } from '@callsheet/contracts';
import type { Page } from '@callsheet/kernel';
import { transferHold } from './domain/transfer-hold.js';
import type { StoredTransfer } from './transfer.repository.js';

export function transferMessage(transfer: StoredTransfer): Transfer {
  const hold = transferHold(transfer);
  return create(TransferSchema, {
    id: transfer.id,
    invoiceId: transfer.invoiceId,
    payerAccountId: transfer.payerAccountId,
    accountId: transfer.accountId,
    destination: transfer.destination,
    profileId: transfer.profileId,
    amount: transfer.amount,
    currency: transfer.currency,
    transferGroup: transfer.transferGroup,
    stripeTransferId: transfer.stripeTransferId,
    stripePayoutId: transfer.stripePayoutId,
    status: transfer.status,
    createdAt: transfer.createdAt.toISOString(),
    updatedAt: transfer.updatedAt.toISOString(),
    hold: hold && create(TransferHoldSchema, hold),
    trustState: transfer.trustState,
  });
}

export function transferJson(transfer: StoredTransfer): JsonValue {
  return toJson(TransferSchema, transferMessage(transfer));
}

export function transferPageJson(page: Page<StoredTransfer>): JsonValue {
  return toJson(
    TransferPageSchema,
    create(TransferPageSchema, { data: page.data.map(transferMessage), hasMore: page.has_more }),
  );
}
