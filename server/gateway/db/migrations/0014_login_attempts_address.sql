-- Failed sign-ins are counted per account and client address (services/session.ts): five from one
-- address lock that address out of the account, not the account's owner signing in from elsewhere.
ALTER TABLE "login_attempts" ADD COLUMN "client_address" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_email_address_idx" ON "login_attempts" USING btree ("email","client_address","created_at");
