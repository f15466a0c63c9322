-- The partner portal (services/partner-portal.ts): a partner's licence pool, its allocation log and
-- transactions; on companies the seats a customer holds from its partner, the deal probability, the
-- invite of a customer not registered yet (no owner until it registers) and when it was disabled; on
-- subscriptions the period's start. (The login_attempts changes drizzle-kit lists against the 0013
-- snapshot are migration 0014's.)
CREATE TABLE "licence_allocations" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"customer_id" text,
	"company_name" text NOT NULL,
	"licences" integer NOT NULL,
	"allocated_by" text,
	"allocated_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_licence_pools" (
	"partner_id" text PRIMARY KEY NOT NULL,
	"licences" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_licence_pools_licences_check" CHECK ("partner_licence_pools"."licences" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_company_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"customer_id" text,
	"customer_name" text NOT NULL,
	"kind" text NOT NULL,
	"licences" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"withdrawal_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"promotion_code" text,
	"order_number" text,
	"admin_user_id" text,
	"admin_name" text NOT NULL,
	"due_date" timestamp with time zone,
	"paid_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "companies_parent_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deal_probability" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invite_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invite_message" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licence_allocations" ADD CONSTRAINT "licence_allocations_partner_id_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_allocations" ADD CONSTRAINT "licence_allocations_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_allocations" ADD CONSTRAINT "licence_allocations_allocated_by_users_id_fk" FOREIGN KEY ("allocated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_licence_pools" ADD CONSTRAINT "partner_licence_pools_partner_id_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transactions" ADD CONSTRAINT "partner_transactions_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transactions" ADD CONSTRAINT "partner_transactions_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transactions" ADD CONSTRAINT "partner_transactions_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_allocations_partner_created_idx" ON "licence_allocations" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "partner_transactions_buyer_created_idx" ON "partner_transactions" USING btree ("buyer_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "partner_transactions_customer_idx" ON "partner_transactions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_pending_invite_email_key" ON "companies" USING btree (lower("invite_email")) WHERE "companies"."owner_id" IS NULL AND "companies"."invite_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_parent_name_idx" ON "companies" USING btree ("parent_company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_parent_created_idx" ON "companies" USING btree ("parent_company_id","created_at","id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_deal_probability_check" CHECK ("companies"."deal_probability" BETWEEN 0 AND 100);--> statement-breakpoint
-- Databases that already have customers: the seats of their partner subscriptions, and a date for the
-- companies disabled before.
UPDATE "companies" AS c SET "seats" = s."seats" FROM (
	SELECT "company_id", sum("reserved_seats")::integer AS "seats" FROM "subscriptions"
	WHERE "type" = 'PAID' AND "status" IN ('ACTIVE', 'PAST_DUE', 'UNPAID') GROUP BY "company_id"
) AS s WHERE s."company_id" = c."id" AND c."parent_company_id" IS NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "disabled_at" = "updated_at" WHERE "is_disabled";
