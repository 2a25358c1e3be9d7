-- Job search in relevance tiers (written by hand, see services/productions/src/search/ranked-page.ts):
-- the whole words of every job's search text. A mistyped search word is compared by trigram
-- similarity with these few thousand words, and the similar words are then found through the
-- full-text index, instead of comparing the typo with the search text of every job. JobRepository
-- adds a job's words whenever it writes the job. Words are never removed: a word whose jobs are gone
-- only makes a similar-word look-up find no more jobs.
CREATE TABLE "job_search_word" (
    "word" TEXT NOT NULL,

    CONSTRAINT "job_search_word_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "job_search_word_word_trgm_idx" ON "job_search_word" USING GIN ("word" gin_trgm_ops);
INSERT INTO "job_search_word" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "job";

-- Nothing compares job search text by trigrams any more (the look-up above replaces it).
DROP INDEX "job_search_text_trgm_idx";
