-- Representative search the way talent and job search work: relevance tiers over the full-text index
-- (services/profiles/src/representative/representative.repository.ts) instead of a continuous score
-- that ranked every candidate, and every filter as a facet token under one GIN index
-- (src/representative/domain/representative-facets.ts).

-- The whole words of every representative's search text, where a mistyped search word is looked up
-- by trigram similarity (as talent_search_word). The repository adds a profile's words whenever it
-- writes the profile. Words are never removed.
CREATE TABLE "representative_search_word" (
    "word" TEXT NOT NULL,

    CONSTRAINT "representative_search_word_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "representative_search_word_word_trgm_idx" ON "representative_search_word" USING GIN ("word" gin_trgm_ops);
INSERT INTO "representative_search_word" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "representative_profile";

-- Nothing compares representative search text by trigrams any more (the look-up above replaces it).
DROP INDEX IF EXISTS "representative_profile_search_text_trgm_idx";

ALTER TABLE "representative_profile" ADD COLUMN "search_facets" TEXT[] NOT NULL DEFAULT '{}';

-- Existing profiles get the tokens representativeFacets gives a profile written from now on.
UPDATE "representative_profile" SET "search_facets" =
     ARRAY(SELECT 'representation:' || v FROM unnest("representation_types") v)
  || ARRAY(SELECT 'location:' || v FROM unnest("project_locations") v)
  || ARRAY(SELECT 'service:' || v FROM unnest("services") v)
  || ARRAY(SELECT 'talent:' || v FROM unnest("talent_types") v)
  || ARRAY(SELECT 'country:' || "country" WHERE "country" IS NOT NULL AND "country" <> '')
  || ARRAY(SELECT 'state-city:' || "state" || ':' || lower("city") WHERE "state" <> '' AND "city" <> '')
  || ARRAY(SELECT 'state:' || "state" WHERE "state" IS NOT NULL AND "state" <> '')
  || ARRAY(SELECT 'city:' || lower("city") WHERE "city" IS NOT NULL AND "city" <> '');

CREATE INDEX "representative_profile_search_facets_idx" ON "representative_profile" USING GIN ("search_facets");
ALTER TABLE "representative_profile" ALTER COLUMN "search_facets" SET STATISTICS 1000;

-- The facets index replaces the per-column indexes of the filters.
DROP INDEX IF EXISTS "representative_profile_representation_types_idx";
DROP INDEX IF EXISTS "representative_profile_project_locations_idx";
DROP INDEX IF EXISTS "representative_profile_services_idx";
DROP INDEX IF EXISTS "representative_profile_talent_types_idx";
DROP INDEX IF EXISTS "representative_profile_country_state_city_idx";

-- Statistics of the new column now: until ANALYZE, the planner guesses how many rows a set of tokens matches.
ANALYZE "representative_profile";
