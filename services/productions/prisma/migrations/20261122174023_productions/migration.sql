-- CreateTable
CREATE TABLE "production" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "phase" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "union_status" TEXT,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "production_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "production_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "production_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "production_status" TEXT NOT NULL,
    "production_phase" TEXT NOT NULL,
    "role_name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "union_status" TEXT,
    "location_kind" TEXT NOT NULL,
    "remote_option" TEXT,
    "country" TEXT,
    "state" TEXT,
    "city" TEXT,
    "paying" BOOLEAN,
    "rate_type" TEXT,
    "pay_min" BIGINT,
    "pay_max" BIGINT,
    "first_date" DATE,
    "last_date" DATE,
    "expires_on" DATE,
    "ad_license_number" TEXT,
    "search_text" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "production_account_id_id_idx" ON "production"("account_id", "id");

-- CreateIndex
CREATE INDEX "production_status_phase_idx" ON "production"("status", "phase");

-- CreateIndex
CREATE INDEX "project_account_id_id_idx" ON "project"("account_id", "id");

-- CreateIndex
CREATE INDEX "project_production_id_id_idx" ON "project"("production_id", "id");

-- CreateIndex
CREATE INDEX "job_account_id_id_idx" ON "job"("account_id", "id");

-- CreateIndex
CREATE INDEX "job_project_id_id_idx" ON "job"("project_id", "id");

-- CreateIndex
CREATE INDEX "job_production_id_idx" ON "job"("production_id");

-- CreateIndex
CREATE INDEX "job_status_production_status_id_idx" ON "job"("status", "production_status", "id");

-- CreateIndex
CREATE INDEX "job_type_idx" ON "job"("type");

-- CreateIndex
CREATE INDEX "job_category_idx" ON "job"("category");

-- CreateIndex
CREATE INDEX "job_location_kind_idx" ON "job"("location_kind");

-- CreateIndex
CREATE INDEX "job_country_state_city_idx" ON "job"("country", "state", "city");

-- CreateIndex
CREATE INDEX "job_rate_type_idx" ON "job"("rate_type");

-- CreateIndex
CREATE INDEX "job_pay_min_pay_max_idx" ON "job"("pay_min", "pay_max");

-- CreateIndex
CREATE INDEX "job_first_date_last_date_idx" ON "job"("first_date", "last_date");

-- CreateIndex
CREATE INDEX "job_expires_on_idx" ON "job"("expires_on");

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_production_id_fkey" FOREIGN KEY ("production_id") REFERENCES "production"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job" ADD CONSTRAINT "job_production_id_fkey" FOREIGN KEY ("production_id") REFERENCES "production"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job" ADD CONSTRAINT "job_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Job search (written by hand: Prisma cannot express these). Free text over role, description and the
-- production's name goes through a generated tsvector and trigrams, as in profiles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE "job"
  ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "search_text")) STORED;
CREATE INDEX "job_search_vector_idx" ON "job" USING GIN ("search_vector");
CREATE INDEX "job_search_text_trgm_idx" ON "job" USING GIN ("search_text" gin_trgm_ops);
-- What other accounts may find: active jobs of active productions, newest first.
CREATE INDEX "job_listed_idx" ON "job" ("id" DESC) WHERE "status" = 'active' AND "production_status" = 'active';
