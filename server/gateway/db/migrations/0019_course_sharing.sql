-- Sharing courses with customers (services/course-sharing.ts, spec 2 §4 "Course delivery to customers"):
-- no new table. A share is a course_shares row (its shared_at is the customer's "received date"); a
-- delivery is a training_campaigns row of the course in the customer company (its start date is the
-- customer's "start date"). Both are read through existing indexes: course_shares' primary key
-- (course_id, company_id) and training_campaigns_company_course_idx (company_id, course_id, created_at).
SELECT 1;
