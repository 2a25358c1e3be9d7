-- CreateTable
CREATE TABLE "connected_account" (
    "account_id" UUID NOT NULL,
    "stripe_account_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "business_type" TEXT NOT NULL,
    "account_type" TEXT NOT NULL,
    "minor" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL,
    "charges_enabled" BOOLEAN NOT NULL DEFAULT false,
    "payouts_enabled" BOOLEAN NOT NULL DEFAULT false,
    "requirements" JSONB NOT NULL DEFAULT '{}',
    "stripe_updated_at" INTEGER NOT NULL DEFAULT 0,
    "stripe_customer_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "connected_account_pkey" PRIMARY KEY ("account_id")
);

-- CreateTable
CREATE TABLE "application_deal" (
    "application_id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "job_account_id" UUID NOT NULL,
    "talent_id" UUID NOT NULL,
    "talent_account_id" UUID NOT NULL,
    "talent_minor" BOOLEAN NOT NULL,
    "talent_trust_account" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "job_title" TEXT NOT NULL,
    "talent_name" TEXT NOT NULL,
    "deal_memo" JSONB,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "application_deal_pkey" PRIMARY KEY ("application_id")
);

-- CreateTable
CREATE TABLE "invoice" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "application_id" UUID NOT NULL,
    "stripe_invoice_id" TEXT,
    "number" TEXT,
    "prefix" TEXT,
    "status" TEXT NOT NULL,
    "billing_method" TEXT NOT NULL,
    "due_date" TEXT,
    "draft" JSONB NOT NULL,
    "subtotal" INTEGER NOT NULL,
    "discount" INTEGER NOT NULL,
    "tax" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "amount_paid" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "transfer_group" TEXT NOT NULL,
    "last_payment_failed" BOOLEAN NOT NULL DEFAULT false,
    "scheduled_finalize_at" TIMESTAMPTZ(3),
    "finalized_at" TIMESTAMPTZ(3),
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfer" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "payer_account_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "destination" TEXT NOT NULL,
    "profile_id" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "transfer_group" TEXT NOT NULL,
    "stripe_transfer_id" TEXT,
    "stripe_payout_id" TEXT,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "transfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "created" INTEGER NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfer_report" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "file_name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "filters" JSONB NOT NULL,
    "storage_key" TEXT,
    "rows" INTEGER NOT NULL DEFAULT 0,
    "bytes" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "transfer_report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payout" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "stripe_payout_id" TEXT,
    "method" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "invoice_id" UUID,
    "amount" INTEGER NOT NULL,
    "fee" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "destination" TEXT,
    "status" TEXT NOT NULL,
    "failure_message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "connected_account_stripe_account_id_key" ON "connected_account"("stripe_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "connected_account_stripe_customer_id_key" ON "connected_account"("stripe_customer_id");

-- CreateIndex
CREATE INDEX "application_deal_job_account_id_idx" ON "application_deal"("job_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_stripe_invoice_id_key" ON "invoice"("stripe_invoice_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_transfer_group_key" ON "invoice"("transfer_group");

-- CreateIndex
CREATE INDEX "invoice_account_id_id_idx" ON "invoice"("account_id", "id");

-- CreateIndex
CREATE INDEX "invoice_application_id_idx" ON "invoice"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "transfer_stripe_transfer_id_key" ON "transfer"("stripe_transfer_id");

-- CreateIndex
CREATE UNIQUE INDEX "transfer_stripe_payout_id_key" ON "transfer"("stripe_payout_id");

-- CreateIndex
CREATE INDEX "transfer_account_id_id_idx" ON "transfer"("account_id", "id");

-- CreateIndex
CREATE INDEX "transfer_payer_account_id_id_idx" ON "transfer"("payer_account_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "transfer_invoice_id_destination_profile_id_key" ON "transfer"("invoice_id", "destination", "profile_id");

-- CreateIndex
CREATE INDEX "transfer_report_account_id_id_idx" ON "transfer_report"("account_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "payout_stripe_payout_id_key" ON "payout"("stripe_payout_id");

-- CreateIndex
CREATE INDEX "payout_account_id_id_idx" ON "payout"("account_id", "id");

-- AddForeignKey
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Amounts are integer cents and never negative, statuses are the state machines own.
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_status_known"
  CHECK ("status" IN ('draft', 'open', 'paid', 'void', 'uncollectible'));
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_amounts_not_negative"
  CHECK ("subtotal" >= 0 AND "discount" >= 0 AND "tax" >= 0 AND "total" >= 0 AND "amount_paid" >= 0);
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_amount_not_negative" CHECK ("amount" >= 0);
ALTER TABLE "payout" ADD CONSTRAINT "payout_amounts_not_negative" CHECK ("amount" >= 0 AND "fee" >= 0);
