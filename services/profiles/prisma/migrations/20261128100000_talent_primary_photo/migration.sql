-- A talent profile's primary photo, one of its own photos (src/photo/domain/primary-photo.ts). Deleting
-- the photo empties the column, and the profiles service then names the most recent remaining photo in
-- the same transaction. The unique index keeps a photo the primary photo of one profile at most.
ALTER TABLE "talent_profile" ADD COLUMN "primary_photo_id" UUID;

CREATE UNIQUE INDEX "talent_profile_primary_photo_id_key" ON "talent_profile"("primary_photo_id");

ALTER TABLE "talent_profile" ADD CONSTRAINT "talent_profile_primary_photo_id_fkey" FOREIGN KEY ("primary_photo_id") REFERENCES "photo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Profiles that already have photos: the first photo added becomes primary, as the rule makes it for a
-- new profile (and as the console showed the first photo until now).
UPDATE "talent_profile" AS t
SET "primary_photo_id" = (
  SELECT p."id" FROM "photo" AS p WHERE p."talent_id" = t."id" ORDER BY p."created_at", p."id" LIMIT 1
)
WHERE EXISTS (SELECT 1 FROM "photo" AS p WHERE p."talent_id" = t."id");
