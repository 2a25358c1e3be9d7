-- The default locale is en-CA (spec section 9). Members keep the language they have.
ALTER TABLE "user" ALTER COLUMN "language" SET DEFAULT 'en-CA';
