-- Talent search: gender role (three values) and body type (three values) each match about half the
-- profiles, so their indexes never narrow a search. The planner still added them to the bitmap of
-- other filters, and reading 400,000 to 700,000 entries took 25 to 66 ms of a query (bench/search's
-- random combinations over 1,000,000 profiles: p99 68 to 52 ms and max 101 to 66 ms without them, the
-- twelve named queries unchanged). The filters still apply to the rows the other indexes or the
-- newest-first scan find. (No semicolon in these comments: the migration runner splits on them.)
DROP INDEX IF EXISTS "talent_profile_gender_role_idx";
DROP INDEX IF EXISTS "talent_profile_body_types_idx";
