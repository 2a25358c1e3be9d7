-- AlterTable
ALTER TABLE "one_time_token" ADD COLUMN     "email" TEXT;

-- AlterTable: every membership gets a revision, and a change of role gives it a new one.
ALTER TABLE "membership" ADD COLUMN     "revision" UUID NOT NULL DEFAULT gen_random_uuid();

-- AlterTable: invitations get an id of their own (their link changes when one is sent again) and can be revoked.
ALTER TABLE "invite" ADD COLUMN     "id" UUID,
ADD COLUMN     "revoked_at" TIMESTAMPTZ(3),
ADD COLUMN     "revoked_by" UUID;

-- The invitations already sent get a UUIDv7 made of their creation time (lists are newest first by id):
-- 48 bits of milliseconds, the version 7, the variant, then bits of the token hash.
UPDATE "invite"
SET "id" = overlay(
  overlay(
    lpad(to_hex(floor(extract(epoch FROM "created_at") * 1000)::bigint), 12, '0') || substr("token_hash", 1, 20)
    PLACING '7' FROM 13
  )
  PLACING '8' FROM 17
)::uuid;

ALTER TABLE "invite" ALTER COLUMN "id" SET NOT NULL,
DROP CONSTRAINT "invite_pkey",
ADD CONSTRAINT "invite_pkey" PRIMARY KEY ("id");

-- CreateIndex
CREATE UNIQUE INDEX "invite_token_hash_key" ON "invite"("token_hash");
