-- Gaming (the phishing quiz) and Fake Or Real (spec 2 §2, §3 "Gaming campaign", §9; services/gaming.ts,
-- services/fake-or-real.ts): both are games a company assigns to its learners as campaigns. gaming_campaigns
-- (0000) gains what a campaign is started with (start date, who it is for, its notification); Fake Or Real's
-- campaigns get the same shape in a table of their own; game_results holds each assigned learner's result
-- of either game (a score out of 10 once played). game_rounds is the games' content, reference data like
-- the catalogue of 0016: the phishing quiz's questions (four choices, one right) and Fake Or Real's
-- messages (real or fake, and why), in English.
ALTER TABLE "gaming_campaigns" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD COLUMN "assignment_type" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD COLUMN "department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD COLUMN "group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD COLUMN "notifications_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD COLUMN "notification_subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD COLUMN "notification_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "gaming_campaigns" ADD CONSTRAINT "gaming_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "gaming_campaigns" SET "start_date" = COALESCE("started_at", "created_at")::date WHERE "start_date" IS NULL;--> statement-breakpoint
CREATE TABLE "fake_or_real_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date,
	"assignment_type" text DEFAULT 'all' NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notifications_enabled" boolean DEFAULT false NOT NULL,
	"notification_subject" text DEFAULT '' NOT NULL,
	"notification_message" text DEFAULT '' NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "fake_or_real_campaigns" ADD CONSTRAINT "fake_or_real_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_or_real_campaigns" ADD CONSTRAINT "fake_or_real_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fake_or_real_campaigns_company_idx" ON "fake_or_real_campaigns" USING btree ("company_id","status");--> statement-breakpoint
CREATE TABLE "game_results" (
	"game" text NOT NULL,
	"campaign_id" text NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"score" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "game_results_game_campaign_id_user_id_pk" PRIMARY KEY("game","campaign_id","user_id"),
	CONSTRAINT "game_results_score_range" CHECK ("score" IS NULL OR ("score" >= 0 AND "score" <= 10))
);
--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_results_company_idx" ON "game_results" USING btree ("company_id","game");--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"position" integer NOT NULL,
	"channel" text NOT NULL,
	"sender" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"question" text,
	"choices" jsonb,
	"correct_choice" integer,
	"is_real" boolean,
	"explanation" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_rounds_game_idx" ON "game_rounds" USING btree ("game","language","position");--> statement-breakpoint
INSERT INTO "game_rounds" ("id", "game", "position", "channel", "sender", "subject", "body", "question", "choices", "correct_choice", "explanation") VALUES
('gmr_quiz_invoice', 'gaming', 1, 'email', 'accounts@vendor-payments.co', 'Overdue invoice #44821', 'Your invoice is 14 days overdue. Open the attached file and enable macros to view the amount due, or your account will be suspended today.', 'What gives this email away?', '["The invoice number", "Pressure to act today and a request to enable macros", "It comes from an accounts address", "It mentions an amount due"]', 1, 'Urgency plus "enable macros" is the classic way to run malware from an attachment. Call the vendor on a number you already know.'),
('gmr_quiz_password_reset', 'gaming', 2, 'email', 'security@micros0ft-support.com', 'Password expires in 2 hours', 'Your mailbox password expires in 2 hours. Keep your current password by signing in here: http://micros0ft-support.com/keep', 'Where would you check whether this is genuine?', '["Click the link and see if the page looks right", "Reply and ask if it is real", "Go to the sign-in page you normally use, typed by hand", "Forward it to colleagues to ask"]', 2, 'The sender''s domain spells Microsoft with a zero. Reach the service the way you always do, never through the link.'),
('gmr_quiz_ceo_gift_cards', 'gaming', 3, 'email', 'ceo.office@gmail.com', 'Quick favour', 'Are you at your desk? I need you to buy six gift cards for a client today. Keep this between us, I will explain later.', 'What should you do?', '["Buy the cards: the CEO asked", "Ask for the card values first", "Verify with the CEO through a known channel and report the message", "Ignore it and delete it"]', 2, 'Secrecy, urgency and gift cards from a personal address are CEO fraud. Check by phone or chat you already use, and report it.'),
('gmr_quiz_parcel_sms', 'gaming', 4, 'sms', '+44 7700 900123', NULL, 'Royal Post: your parcel is held. Pay the 1.99 redelivery fee: http://royal-post-redeliver.info', 'Which detail matters most?', '["The small amount", "The unknown link asking for payment details", "The parcel service''s name", "The time it arrived"]', 1, 'A small fee is bait for your card details. Track parcels on the carrier''s own site or app.'),
('gmr_quiz_shared_doc', 'gaming', 5, 'email', 'no-reply@docs-share.net', 'Anna shared "Salary review 2026" with you', 'Anna has shared a document with you. Sign in with your work account to view it.', 'What is the safest first step?', '["Sign in: Anna is a colleague", "Hover over the button and check where it leads", "Download the document", "Reply to the sender"]', 1, 'Hovering shows the real address. A look-alike sign-in page is where work passwords are stolen.'),
('gmr_quiz_mfa_prompt', 'gaming', 6, 'sms', 'IT Helpdesk', NULL, 'We are fixing your account. You will get a sign-in approval request in a moment: please approve it.', 'You did not try to sign in. What do you do?', '["Approve it: IT asked", "Deny the request and report it to IT", "Approve it and change your password later", "Ignore both messages"]', 1, 'An approval you did not start means someone has your password. Deny it, report it, and change the password.');
--> statement-breakpoint
INSERT INTO "game_rounds" ("id", "game", "position", "channel", "sender", "subject", "body", "is_real", "explanation") VALUES
('for_bank_login', 'fake_or_real', 1, 'email', 'alerts@secure-banklng.com', 'Unusual sign-in blocked', 'We blocked a sign-in to your account. Confirm your identity within 24 hours: https://secure-banklng.com/verify', false, 'Fake: "banklng" swaps an i for an l, and the deadline is there to rush you.'),
('for_team_lunch', 'fake_or_real', 2, 'email', 'maria.lopez@globex.test', 'Team lunch on Friday', 'Hi all, lunch is booked for Friday at 12:30 at the usual place. Let me know by Wednesday if you cannot make it.', true, 'Real: an address of the company, no link, no attachment and nothing asked that could hurt.'),
('for_parcel_fee', 'fake_or_real', 3, 'sms', '+1 555 0142', NULL, 'Your parcel could not be delivered. Pay 1.50 to reschedule: http://parcel-reschedule.top', false, 'Fake: an unknown number, an odd domain and a small payment to get your card details.'),
('for_it_maintenance', 'fake_or_real', 4, 'email', 'it-service@globex.test', 'Planned maintenance on Saturday', 'The file servers will be offline on Saturday from 08:00 to 12:00. No action is needed.', true, 'Real: it comes from the IT service''s own address and asks you to do nothing.'),
('for_payroll_update', 'fake_or_real', 5, 'email', 'payroll@globex-hr.support', 'Update your bank details for this month', 'Payroll is moving to a new system. Enter your bank details by tonight or your salary will be delayed.', false, 'Fake: a look-alike domain, a threat about your salary and a request for bank details.'),
('for_mfa_code', 'fake_or_real', 6, 'sms', 'Globex', NULL, 'Your Globex sign-in code is 482913. It expires in 10 minutes. We will never ask you for this code.', true, 'Real: a code you asked for, with a warning never to share it. Had you not signed in, it would be a sign someone has your password.'),
('for_prize_survey', 'fake_or_real', 7, 'email', 'rewards@customer-feedback-prize.com', 'You have won a tablet!', 'Congratulations! Answer three questions and pay shipping to claim your prize.', false, 'Fake: a prize you never entered for, and a payment to claim it.'),
('for_calendar_invite', 'fake_or_real', 8, 'email', 'tom.becker@globex.test', 'Invitation: Q3 planning', 'Tom Becker invited you to Q3 planning on Tuesday 10:00-11:00 in Room 4.', true, 'Real: a colleague''s address and a meeting with nothing to download or sign in to.'),
('for_ceo_wire', 'fake_or_real', 9, 'email', 'ceo@globex-corp.net', 'Urgent wire transfer', 'I am in meetings all day. Wire 24,800 to the account below before 3 pm and do not mention it to anyone.', false, 'Fake: the boss''s name on another domain, secrecy and urgency around money.'),
('for_password_manager', 'fake_or_real', 10, 'email', 'it-service@globex.test', 'Your password manager licence is ready', 'Your licence is active. Open the password manager from the company portal to set it up.', true, 'Real: it points you to the portal you already use instead of a link.');
