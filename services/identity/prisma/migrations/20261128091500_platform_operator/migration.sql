-- AlterTable: platform operators (the operators' console, /ops), granted by `npm run ops:grant`.
ALTER TABLE "user" ADD COLUMN     "operator" BOOLEAN NOT NULL DEFAULT false;
