-- Talent search reads a narrow table of its own (about 550 bytes a row where those of talent_profile are
-- 1,900): a newest-first walk of the primary key or a bitmap of candidate rows reads a third of the
-- pages it did, and only the profiles of a page are read from talent_profile (bench/search README).
CREATE TABLE "talent_search" (
    "id" UUID NOT NULL,
    "search_text" TEXT NOT NULL,
    "search_facets" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "height_cm" INTEGER,
    "weight_g" INTEGER,

    CONSTRAINT "talent_search_pkey" PRIMARY KEY ("id")
);

ALTER TABLE "talent_search" ADD CONSTRAINT "talent_search_id_fkey" FOREIGN KEY ("id") REFERENCES "talent_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Prisma cannot express a generated tsvector column: the relevance tiers search it.
ALTER TABLE "talent_search"
  ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "search_text")) STORED;

-- The search row of every profile, in id order (the newest-first walk reads the table in that order).
-- Height and weight tokens become 1 cm and 1 kg buckets (talent-facets.ts: HEIGHT_BUCKETS,
-- WEIGHT_BUCKETS), so a rare range is exact in the index. The other tokens are copied as they are.
INSERT INTO "talent_search" ("id", "search_text", "search_facets", "height_cm", "weight_g")
SELECT "id", "search_text",
       ARRAY(SELECT f FROM unnest("search_facets") f WHERE f NOT LIKE 'height:%' AND f NOT LIKE 'weight:%')
    || ARRAY(SELECT 'height:' || least(greatest("height_cm", 60), 220) WHERE "height_cm" IS NOT NULL)
    || ARRAY(SELECT 'weight:' || (10000 + (least(greatest("weight_g", 10000), 160000) - 10000) / 1000 * 1000) WHERE "weight_g" IS NOT NULL),
       "height_cm", "weight_g"
FROM "talent_profile" ORDER BY "id";

CREATE INDEX "talent_search_search_facets_idx" ON "talent_search" USING GIN ("search_facets");
CREATE INDEX "talent_search_search_vector_idx" ON "talent_search" USING GIN ("search_vector");

-- As on talent_profile before: more most-common tokens, so that rare cities and skills are not guessed.
ALTER TABLE "talent_search" ALTER COLUMN "search_facets" SET STATISTICS 1000;

-- The profile keeps no search columns (their indexes go with them).
ALTER TABLE "talent_profile" DROP COLUMN "search_vector";
ALTER TABLE "talent_profile" DROP COLUMN "search_facets";
ALTER TABLE "talent_profile" DROP COLUMN "search_text";

-- Statistics of the new table now: until ANALYZE, the planner guesses how many rows a set of tokens
-- matches, and a wrong guess walks the whole table newest first.
ANALYZE "talent_search";
