-- The monthly video calendar's learner notification (spec 2 §3 "Calendar settings": subject, message,
-- notifications on or off; services/calendar.ts sendDueMonthlyVideos): when a month's video reaches its
-- day, the company's audience gets the email once. notified_at says it went (or that its day passed
-- while nothing was to be sent), so a restarted or second gateway does not send it twice.
ALTER TABLE "calendar_events" ADD COLUMN "notified_at" timestamp with time zone;
--> statement-breakpoint
-- Events whose day came before this migration are history: no email for them.
UPDATE "calendar_events" SET "notified_at" = now() WHERE "date" <= CURRENT_DATE;
