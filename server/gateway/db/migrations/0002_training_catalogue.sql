-- The course catalogue is reference data, not demo data: every database (seeded or not, and databases
-- seeded before this migration) has the annual awareness course that "Start Annual Awareness Training" runs.
INSERT INTO "training_courses" ("id", "name", "course_type", "image")
VALUES ('crs_annual_awareness', 'Annual Security Awareness Training', 'awareness', NULL)
ON CONFLICT ("id") DO NOTHING;
