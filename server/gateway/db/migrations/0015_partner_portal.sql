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
ALTER TABLE "companies" ADD COLUMN "users_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "owner_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "subscription_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(10) || coalesce(owner_email, '') || chr(10) || coalesce(invite_email, ''))) STORED NOT NULL;--> statement-breakpoint
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
CREATE INDEX "companies_sub_resellers_idx" ON "companies" USING btree ("parent_company_id") WHERE "companies"."is_partner" AND "companies"."customer_type" = 'SUBRESELLER';--> statement-breakpoint
CREATE INDEX "companies_owner_idx" ON "companies" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_deal_probability_check" CHECK ("companies"."deal_probability" BETWEEN 0 AND 100);--> statement-breakpoint
-- A partner's customers are filtered and sorted on their companies rows alone (services/partner-portal.ts:
-- 5,000 customers a page): these triggers keep users_count, owner_email (and so search_text) and
-- subscription_ends_at there.
--
-- users_count: enabled users with role user, admin or msp, following user_counts (itself kept by the
-- statement-level triggers on users of migration 0004): one update per changed user_counts row.
CREATE FUNCTION "companies_users_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."status" = 'ENABLED' AND OLD."role" IN ('user', 'admin', 'msp') THEN
		UPDATE "companies" SET "users_count" = "users_count" - OLD."n" WHERE "id" = OLD."company_id";
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."status" = 'ENABLED' AND NEW."role" IN ('user', 'admin', 'msp') THEN
		UPDATE "companies" SET "users_count" = "users_count" + NEW."n" WHERE "id" = NEW."company_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_counts_companies_users_count" AFTER INSERT OR UPDATE OR DELETE ON "user_counts"
	FOR EACH ROW EXECUTE FUNCTION "companies_users_count"();
--> statement-breakpoint
-- owner_email: set when a company gets its owner, and when an owner is created after its company
-- (registration, the seed) or changes its email.
CREATE FUNCTION "companies_owner_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW."owner_id" IS DISTINCT FROM OLD."owner_id" THEN
		NEW."owner_email" := (SELECT lower("email") FROM "users" WHERE "id" = NEW."owner_id");
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_owner_email" BEFORE INSERT OR UPDATE ON "companies"
	FOR EACH ROW EXECUTE FUNCTION "companies_owner_email"();
--> statement-breakpoint
CREATE FUNCTION "users_owner_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "companies" AS c SET "owner_email" = lower(n."email")
	FROM new_rows AS n WHERE c."owner_id" = n."id" AND c."owner_email" IS DISTINCT FROM lower(n."email");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_owner_email_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "users_owner_email"();
--> statement-breakpoint
CREATE TRIGGER "users_owner_email_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "users_owner_email"();
--> statement-breakpoint
-- subscription_ends_at: the end of the company's newest PAID subscription that is ACTIVE, PAST_DUE or
-- UNPAID (the partner portal's "expire date"), after any change to its subscriptions.
CREATE FUNCTION "companies_subscription_ends_at"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target text;
BEGIN
	IF TG_OP = 'DELETE' THEN target := OLD."company_id"; ELSE target := NEW."company_id"; END IF;
	UPDATE "companies" SET "subscription_ends_at" = (
		SELECT s."period_end" FROM "subscriptions" AS s
		WHERE s."company_id" = target AND s."type" = 'PAID' AND s."status" IN ('ACTIVE', 'PAST_DUE', 'UNPAID')
		ORDER BY s."created_at" DESC, s."id" DESC LIMIT 1
	) WHERE "id" = target;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_companies_ends_at" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
	FOR EACH ROW EXECUTE FUNCTION "companies_subscription_ends_at"();
--> statement-breakpoint
-- Databases that already have companies: the kept columns, the seats of their partner subscriptions,
-- and a date for the companies disabled before.
UPDATE "companies" AS c SET "users_count" = u."n" FROM (
	SELECT "company_id", sum("n")::integer AS "n" FROM "user_counts"
	WHERE "status" = 'ENABLED' AND "role" IN ('user', 'admin', 'msp') GROUP BY "company_id"
) AS u WHERE u."company_id" = c."id";--> statement-breakpoint
UPDATE "companies" AS c SET "owner_email" = lower(u."email") FROM "users" AS u WHERE u."id" = c."owner_id";--> statement-breakpoint
UPDATE "companies" AS c SET "subscription_ends_at" = (
	SELECT s."period_end" FROM "subscriptions" AS s
	WHERE s."company_id" = c."id" AND s."type" = 'PAID' AND s."status" IN ('ACTIVE', 'PAST_DUE', 'UNPAID')
	ORDER BY s."created_at" DESC, s."id" DESC LIMIT 1
);--> statement-breakpoint
UPDATE "companies" AS c SET "seats" = s."seats" FROM (
	SELECT "company_id", sum("reserved_seats")::integer AS "seats" FROM "subscriptions"
	WHERE "type" = 'PAID' AND "status" IN ('ACTIVE', 'PAST_DUE', 'UNPAID') GROUP BY "company_id"
) AS s WHERE s."company_id" = c."id" AND c."parent_company_id" IS NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "disabled_at" = "updated_at" WHERE "is_disabled";
