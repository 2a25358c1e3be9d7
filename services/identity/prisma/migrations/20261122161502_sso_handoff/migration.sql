-- AlterTable
ALTER TABLE "one_time_token" ADD COLUMN     "account_id" UUID;

