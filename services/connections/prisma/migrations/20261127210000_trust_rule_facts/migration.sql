-- The facts payments' minors' trust rules need, carried in each application's snapshot: the job's work
-- state and a minor talent's birth date. Copies written before this migration have neither until their
-- next event (no set-aside is inferred from a missing state).

-- AlterTable
ALTER TABLE "job_ref" ADD COLUMN     "work_state" TEXT;

-- AlterTable
ALTER TABLE "talent_ref" ADD COLUMN     "birth_date" TEXT;
