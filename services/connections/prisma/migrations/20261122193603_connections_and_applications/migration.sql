-- CreateTable
CREATE TABLE "talent_ref" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "display_name" TEXT NOT NULL,
    "minor" BOOLEAN NOT NULL,
    "trust_account" BOOLEAN NOT NULL DEFAULT false,
    "deleted_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "talent_ref_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "representative_ref" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "display_name" TEXT NOT NULL,
    "representation_types" TEXT[],
    "deleted_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "representative_ref_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_ref" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "production_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "role_name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "pre_screen_media" TEXT[],
    "nudity" BOOLEAN NOT NULL DEFAULT false,
    "expires_on" TEXT,
    "deleted_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "job_ref_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "connection" (
    "id" UUID NOT NULL,
    "talent_id" UUID NOT NULL,
    "talent_account_id" UUID NOT NULL,
    "representative_id" UUID NOT NULL,
    "representative_account_id" UUID NOT NULL,
    "requested_by" TEXT NOT NULL,
    "types" TEXT[],
    "message" TEXT,
    "status" TEXT NOT NULL,
    "ended_reason" TEXT,
    "approved_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "connection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "application" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "job_account_id" UUID NOT NULL,
    "talent_id" UUID NOT NULL,
    "talent_account_id" UUID NOT NULL,
    "applicant_account_id" UUID NOT NULL,
    "representative_id" UUID,
    "applied_as" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "is_favorite" BOOLEAN NOT NULL DEFAULT false,
    "accepted_at" TIMESTAMPTZ(3),
    "denied_at" TIMESTAMPTZ(3),
    "denial_reason" TEXT,
    "pre_screen" JSONB NOT NULL,
    "message" TEXT,
    "deal_memo" JSONB,
    "applicant_archived_at" TIMESTAMPTZ(3),
    "owner_archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "application_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "talent_ref_account_id_idx" ON "talent_ref"("account_id");

-- CreateIndex
CREATE INDEX "representative_ref_account_id_idx" ON "representative_ref"("account_id");

-- CreateIndex
CREATE INDEX "connection_talent_account_id_status_id_idx" ON "connection"("talent_account_id", "status", "id");

-- CreateIndex
CREATE INDEX "connection_representative_account_id_status_id_idx" ON "connection"("representative_account_id", "status", "id");

-- CreateIndex
CREATE INDEX "connection_talent_id_status_idx" ON "connection"("talent_id", "status");

-- CreateIndex
CREATE INDEX "connection_representative_id_status_idx" ON "connection"("representative_id", "status");

-- CreateIndex
CREATE INDEX "application_applicant_account_id_status_id_idx" ON "application"("applicant_account_id", "status", "id");

-- CreateIndex
CREATE INDEX "application_talent_account_id_status_id_idx" ON "application"("talent_account_id", "status", "id");

-- CreateIndex
CREATE INDEX "application_job_id_status_id_idx" ON "application"("job_id", "status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "application_job_id_talent_id_key" ON "application"("job_id", "talent_id");

-- AddForeignKey
ALTER TABLE "application" ADD CONSTRAINT "application_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "job_ref"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- At most one pending request or active connection per pair of profiles, whoever sent it: the rule
-- "blocked if a connection is pending or already exists" holds under concurrent requests.
CREATE UNIQUE INDEX "connection_live_pair" ON "connection" ("talent_id", "representative_id")
  WHERE "status" IN ('pending', 'active');

ALTER TABLE "connection" ADD CONSTRAINT "connection_status_known"
  CHECK ("status" IN ('pending', 'active', 'rejected', 'revoked', 'removed', 'archived'));
ALTER TABLE "application" ADD CONSTRAINT "application_status_known"
  CHECK ("status" IN ('pending', 'accepted', 'denied', 'withdrawn'));
