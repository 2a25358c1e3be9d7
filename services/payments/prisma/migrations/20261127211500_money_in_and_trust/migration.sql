-- Money in (payer billing, payable invoices) and the minor's trust account: the account's name and
-- billing email for its Stripe customer, what the trust rules need of a deal, what a payer needs of an
-- invoice, and the marked trust bank accounts.

-- AlterTable
ALTER TABLE "application_deal" ADD COLUMN     "talent_birth_date" TEXT,
ADD COLUMN     "work_state" TEXT;

-- AlterTable
ALTER TABLE "connected_account" ADD COLUMN     "billing_email" TEXT,
ADD COLUMN     "default_payment_method_id" TEXT,
ADD COLUMN     "display_name" TEXT;

-- AlterTable
ALTER TABLE "invoice" ADD COLUMN     "hosted_invoice_url" TEXT,
ADD COLUMN     "invoice_pdf" TEXT,
ADD COLUMN     "payment_issue" JSONB,
ADD COLUMN     "stripe_charge_id" TEXT;

-- AlterTable
ALTER TABLE "transfer" ADD COLUMN     "hold_code" TEXT,
ADD COLUMN     "trust_state" TEXT;

-- CreateTable
CREATE TABLE "trust_account" (
    "talent_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "stripe_external_account_id" TEXT NOT NULL,
    "bank_name" TEXT,
    "last4" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "trust_account_pkey" PRIMARY KEY ("talent_id")
);

-- CreateIndex
CREATE INDEX "trust_account_account_id_idx" ON "trust_account"("account_id");

-- CreateIndex
CREATE INDEX "transfer_destination_profile_id_status_idx" ON "transfer"("destination", "profile_id", "status");

-- CreateTable
CREATE TABLE "payment_method" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "stripe_payment_method_id" TEXT NOT NULL,
    "stripe_customer_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "label" TEXT,
    "last4" TEXT,
    "exp_month" INTEGER,
    "exp_year" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_method_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_method_account_id_id_idx" ON "payment_method"("account_id", "id");

-- CreateIndex
CREATE INDEX "payment_method_stripe_payment_method_id_idx" ON "payment_method"("stripe_payment_method_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_method_account_id_stripe_payment_method_id_key" ON "payment_method"("account_id", "stripe_payment_method_id");
