-- DropIndex
DROP INDEX "connected_account_stripe_account_id_key";

-- DropIndex
DROP INDEX "connected_account_stripe_customer_id_key";

-- DropIndex
DROP INDEX "invoice_stripe_invoice_id_key";

-- DropIndex
DROP INDEX "transfer_stripe_transfer_id_key";

-- DropIndex
DROP INDEX "transfer_stripe_payout_id_key";

-- DropIndex
DROP INDEX "payout_stripe_payout_id_key";

-- CreateIndex
CREATE INDEX "connected_account_stripe_account_id_idx" ON "connected_account"("stripe_account_id");

-- CreateIndex
CREATE INDEX "invoice_stripe_invoice_id_idx" ON "invoice"("stripe_invoice_id");

-- CreateIndex
CREATE INDEX "transfer_stripe_transfer_id_idx" ON "transfer"("stripe_transfer_id");

-- CreateIndex
CREATE INDEX "payout_stripe_payout_id_idx" ON "payout"("stripe_payout_id");

