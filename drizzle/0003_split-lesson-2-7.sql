-- Issue 10 §3 / docs/decisions/005-course-lessons.md: the old lesson 2.7 "Tyres and further
-- questions" is split into 2.7 "Tyres" and 2.8 "Further questions". A customer who completed the
-- old 2.7 has studied both, so 2.8 is marked complete with the same time. Visits stay on 2.7 (the
-- start of the old lesson), so "Continue where you left off" keeps pointing there. Idempotent: an
-- existing 2.8 row is never changed.
INSERT INTO "lesson_progress" ("user_id", "lesson_id", "completed_at")
SELECT "user_id", '2.8', "completed_at"
FROM "lesson_progress"
WHERE "lesson_id" = '2.7' AND "completed_at" IS NOT NULL
ON CONFLICT ("user_id", "lesson_id") DO NOTHING;
