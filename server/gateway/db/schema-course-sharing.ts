// The course-sharing service (services/course-sharing.ts) keeps its data in existing tables: course_shares
// (a customer's access and its received date) and training_campaigns (a delivery and its start date);
// migration 0019 says so.
export {}
