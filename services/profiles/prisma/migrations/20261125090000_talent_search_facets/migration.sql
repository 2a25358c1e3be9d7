-- Talent search by facet tokens (services/profiles/src/talent/domain/talent-facets.ts): every filter
-- value of a profile is one token of `search_facets`, under one GIN index, so any combination of
-- filters is one index scan whose cost follows its rarest token. Separate indexes per column made the
-- planner AND whole bitmaps of broad columns (eye colour, height) or walk the table newest first when
-- it misjudged how many rows match, for example a city with the wrong state.
ALTER TABLE "talent_profile" ADD COLUMN "search_facets" TEXT[] NOT NULL DEFAULT '{}';

-- Existing profiles get the tokens talentFacets gives a profile written from now on.
UPDATE "talent_profile" SET "search_facets" =
     ARRAY(SELECT 'gender:' || "gender_role" WHERE "gender_role" IS NOT NULL)
  || ARRAY(SELECT 'hair:' || "hair_color" WHERE "hair_color" IS NOT NULL)
  || ARRAY(SELECT 'eye:' || "eye_color" WHERE "eye_color" IS NOT NULL)
  || ARRAY(SELECT 'union:' || v FROM unnest("unions") v)
  || ARRAY(SELECT 'ethnic:' || v FROM unnest("ethnic_appearances") v)
  || ARRAY(SELECT 'body:' || v FROM unnest("body_types") v)
  || ARRAY(SELECT 'skill:' || v FROM unnest("skills") v)
  || ARRAY(SELECT 'language:' || v FROM unnest("languages") v)
  || ARRAY(SELECT 'accent:' || v FROM unnest("accents") v)
  || ARRAY(SELECT 'age:' || a FROM generate_series("playable_age_from", "playable_age_to") a)
  || ARRAY(SELECT 'height:' || (60 + (least(greatest("height_cm", 60), 220) - 60) / 5 * 5) WHERE "height_cm" IS NOT NULL)
  || ARRAY(SELECT 'weight:' || (10000 + (least(greatest("weight_g", 10000), 160000) - 10000) / 5000 * 5000) WHERE "weight_g" IS NOT NULL)
  || ARRAY(SELECT 'country:' || "country" WHERE "country" IS NOT NULL AND "country" <> '')
  || ARRAY(SELECT 'state-city:' || "state" || ':' || lower("city") WHERE "state" <> '' AND "city" <> '')
  || ARRAY(SELECT 'state:' || "state" WHERE "state" IS NOT NULL AND "state" <> '')
  || ARRAY(SELECT 'city:' || lower("city") WHERE "city" IS NOT NULL AND "city" <> '');

CREATE INDEX "talent_profile_search_facets_idx" ON "talent_profile" USING GIN ("search_facets");

-- The planner estimates a set of tokens from the most common elements ANALYZE keeps: keep more of
-- them (10 times the statistics target), so that rare cities and skills are not guessed.
ALTER TABLE "talent_profile" ALTER COLUMN "search_facets" SET STATISTICS 1000;

-- The facets index replaces the per-column indexes of the filters.
DROP INDEX IF EXISTS "talent_profile_playable_age_from_playable_age_to_idx";
DROP INDEX IF EXISTS "talent_profile_hair_color_idx";
DROP INDEX IF EXISTS "talent_profile_eye_color_idx";
DROP INDEX IF EXISTS "talent_profile_height_cm_idx";
DROP INDEX IF EXISTS "talent_profile_weight_g_idx";
DROP INDEX IF EXISTS "talent_profile_country_state_city_idx";
DROP INDEX IF EXISTS "talent_profile_lower_city_idx";
DROP INDEX IF EXISTS "talent_profile_unions_idx";
DROP INDEX IF EXISTS "talent_profile_ethnic_appearances_idx";
DROP INDEX IF EXISTS "talent_profile_skills_idx";
DROP INDEX IF EXISTS "talent_profile_languages_idx";
DROP INDEX IF EXISTS "talent_profile_accents_idx";

-- Statistics of the new column now: until ANALYZE, the planner guesses how many rows a set of tokens
-- matches, and a wrong guess walks the whole table newest first (seconds on a million profiles).
ANALYZE "talent_profile";
