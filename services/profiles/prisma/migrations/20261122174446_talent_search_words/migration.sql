-- Talent search (written by hand, see services/profiles/src/search/ranked-page.ts): the whole words of
-- every talent's search text. A mistyped search word is compared by trigram similarity with these few
-- thousand words, and the similar words are then found through the full-text index, instead of
-- comparing the typo with the search text of every profile (6 µs a row, a 1M-profile scan).
-- TalentRepository adds a profile's words whenever it writes the profile. Words are never removed: a
-- word whose profiles are gone only makes a similar-word look-up find no more profiles.
CREATE TABLE "talent_search_word" (
    "word" TEXT NOT NULL,

    CONSTRAINT "talent_search_word_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "talent_search_word_word_trgm_idx" ON "talent_search_word" USING GIN ("word" gin_trgm_ops);
INSERT INTO "talent_search_word" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "talent_profile";

-- Nothing compares talent search text by trigrams any more (the look-up above replaces it).
DROP INDEX "talent_profile_search_text_trgm_idx";

-- The city filter compares lower(city): an index on that expression serves it and gives the planner
-- its statistics (without them it guessed 0.5% of rows for every city).
CREATE INDEX "talent_profile_lower_city_idx" ON "talent_profile" (lower("city"));
