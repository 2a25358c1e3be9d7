-- A representative's licence document: at most one per profile (the unique representative id), the file
-- in file storage under storage_key. Deleting the profile deletes the row (the service removes the file).
CREATE TABLE "representative_document" (
    "id" UUID NOT NULL,
    "representative_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "uploaded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "representative_document_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "representative_document_representative_id_key" ON "representative_document"("representative_id");

ALTER TABLE "representative_document" ADD CONSTRAINT "representative_document_representative_id_fkey" FOREIGN KEY ("representative_id") REFERENCES "representative_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
