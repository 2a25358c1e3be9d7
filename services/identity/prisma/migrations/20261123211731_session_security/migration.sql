-- AlterTable
ALTER TABLE "refresh_token" ADD COLUMN     "account_id" UUID;

-- CreateTable
CREATE TABLE "sign_in_success" (
    "email" TEXT NOT NULL,
    "client_ip" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_success_pkey" PRIMARY KEY ("email","client_ip")
);

