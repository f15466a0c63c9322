CREATE TABLE "sso_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"sso_type" text,
	"sso_protocol" text,
	"tenant_id" text,
	"client_id" text,
	"client_secret" text,
	"domain" text,
	"certificate" text,
	"identity_provider_entity_id" text,
	"sso_url" text,
	"sso_settings_id" text,
	"okta_settings_id" text NOT NULL,
	"saml_settings_id" text NOT NULL,
	"sso_enforcement" boolean DEFAULT false NOT NULL,
	"scim_token_hash" text,
	"scim_token_hint" text,
	"scim_token_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_settings_okta_settings_id_key" ON "sso_settings" USING btree ("okta_settings_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_settings_saml_settings_id_key" ON "sso_settings" USING btree ("saml_settings_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_settings_scim_token_hash_key" ON "sso_settings" USING btree ("scim_token_hash");
