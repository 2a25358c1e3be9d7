-- CreateTable
CREATE TABLE "talent_profile" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "birth_date" DATE NOT NULL,
    "playable_age_from" INTEGER,
    "playable_age_to" INTEGER,
    "gender_role" TEXT,
    "unions" TEXT[],
    "ethnic_appearances" TEXT[],
    "body_types" TEXT[],
    "hair_color" TEXT,
    "eye_color" TEXT,
    "height_cm" INTEGER,
    "weight_g" INTEGER,
    "skills" TEXT[],
    "languages" TEXT[],
    "accents" TEXT[],
    "country" TEXT,
    "state" TEXT,
    "city" TEXT,
    "search_text" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "talent_profile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "representative_profile" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "representation_types" TEXT[],
    "project_locations" TEXT[],
    "services" TEXT[],
    "talent_types" TEXT[],
    "country" TEXT,
    "state" TEXT,
    "city" TEXT,
    "search_text" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "representative_profile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "photo" (
    "id" UUID NOT NULL,
    "talent_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "thumbnail_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "photo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "talent_profile_account_id_id_idx" ON "talent_profile"("account_id", "id");

-- CreateIndex
CREATE INDEX "talent_profile_playable_age_from_playable_age_to_idx" ON "talent_profile"("playable_age_from", "playable_age_to");

-- CreateIndex
CREATE INDEX "talent_profile_gender_role_idx" ON "talent_profile"("gender_role");

-- CreateIndex
CREATE INDEX "talent_profile_hair_color_idx" ON "talent_profile"("hair_color");

-- CreateIndex
CREATE INDEX "talent_profile_eye_color_idx" ON "talent_profile"("eye_color");

-- CreateIndex
CREATE INDEX "talent_profile_height_cm_idx" ON "talent_profile"("height_cm");

-- CreateIndex
CREATE INDEX "talent_profile_weight_g_idx" ON "talent_profile"("weight_g");

-- CreateIndex
CREATE INDEX "talent_profile_country_state_city_idx" ON "talent_profile"("country", "state", "city");

-- CreateIndex
CREATE INDEX "representative_profile_account_id_id_idx" ON "representative_profile"("account_id", "id");

-- CreateIndex
CREATE INDEX "representative_profile_country_state_city_idx" ON "representative_profile"("country", "state", "city");

-- CreateIndex
CREATE INDEX "photo_talent_id_id_idx" ON "photo"("talent_id", "id");

-- AddForeignKey
ALTER TABLE "photo" ADD CONSTRAINT "photo_talent_id_fkey" FOREIGN KEY ("talent_id") REFERENCES "talent_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Search (written by hand: Prisma cannot express these). Free text goes through a generated tsvector
-- (the 'simple' configuration: names and catalogue keys are not English words to stem) and trigrams
-- (typo-tolerant, partial names), and list filters use GIN on the arrays.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE "talent_profile"
  ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "search_text")) STORED;
CREATE INDEX "talent_profile_search_vector_idx" ON "talent_profile" USING GIN ("search_vector");
CREATE INDEX "talent_profile_search_text_trgm_idx" ON "talent_profile" USING GIN ("search_text" gin_trgm_ops);
CREATE INDEX "talent_profile_unions_idx" ON "talent_profile" USING GIN ("unions");
CREATE INDEX "talent_profile_ethnic_appearances_idx" ON "talent_profile" USING GIN ("ethnic_appearances");
CREATE INDEX "talent_profile_body_types_idx" ON "talent_profile" USING GIN ("body_types");
CREATE INDEX "talent_profile_skills_idx" ON "talent_profile" USING GIN ("skills");
CREATE INDEX "talent_profile_languages_idx" ON "talent_profile" USING GIN ("languages");
CREATE INDEX "talent_profile_accents_idx" ON "talent_profile" USING GIN ("accents");

ALTER TABLE "representative_profile"
  ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "search_text")) STORED;
CREATE INDEX "representative_profile_search_vector_idx" ON "representative_profile" USING GIN ("search_vector");
CREATE INDEX "representative_profile_search_text_trgm_idx" ON "representative_profile" USING GIN ("search_text" gin_trgm_ops);
CREATE INDEX "representative_profile_representation_types_idx" ON "representative_profile" USING GIN ("representation_types");
CREATE INDEX "representative_profile_project_locations_idx" ON "representative_profile" USING GIN ("project_locations");
CREATE INDEX "representative_profile_services_idx" ON "representative_profile" USING GIN ("services");
CREATE INDEX "representative_profile_talent_types_idx" ON "representative_profile" USING GIN ("talent_types");
