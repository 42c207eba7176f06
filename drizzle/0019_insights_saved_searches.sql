CREATE TABLE "job_checkpoints" (
	"name" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_counter_events" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"counter" text NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "listing_counter_events_counter_known" CHECK (counter in ('impression', 'views', 'interested', 'whatsapp', 'call', 'messageOwner', 'requestTour')),
	CONSTRAINT "listing_counter_events_amount_positive" CHECK ("listing_counter_events"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_daily_counters" (
	"property_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impression" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"interested" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"call" integer DEFAULT 0 NOT NULL,
	"message_owner" integer DEFAULT 0 NOT NULL,
	"request_tour" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"alert_hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_counters_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "mail_digest_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"line" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_preferences_kind_known" CHECK (kind in ('requests', 'offers', 'savedSearchAlerts', 'payments', 'tenants')),
	CONSTRAINT "mail_preferences_delivery_known" CHECK (delivery in ('each', 'digest', 'none'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id"),
	CONSTRAINT "saved_search_matches_reason_known" CHECK (reason in ('new', 'changed'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"listing_type" text NOT NULL,
	"district" text,
	"area_id" integer,
	"property_type" text,
	"property_category" text,
	"furnished" boolean,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_min" numeric(18, 2),
	"price_max" numeric(18, 2),
	"size_min" numeric(10, 2),
	"size_max" numeric(10, 2),
	"bedroom_min" smallint,
	"bedroom_max" smallint,
	"bathroom_min" smallint,
	"bathroom_max" smallint,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_known" CHECK (frequency in ('instant', 'daily', 'weekly', 'off')),
	CONSTRAINT "saved_searches_listing_type_known" CHECK (listing_type in ('Rental', 'Sale')),
	CONSTRAINT "saved_searches_name_length" CHECK (char_length("saved_searches"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "dashboard_limit" SET DEFAULT 20;--> statement-breakpoint
-- Nobody could choose a page size before (no screen did): the dashboard showed 20 (decision 0027).
UPDATE "users" SET "dashboard_limit" = 20 WHERE "dashboard_limit" = 10;--> statement-breakpoint
ALTER TABLE "listing_counter_events" ADD CONSTRAINT "listing_counter_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_counters" ADD CONSTRAINT "listing_daily_counters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_counters" ADD CONSTRAINT "listing_daily_counters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_digest_items" ADD CONSTRAINT "mail_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_counter_events_day_idx" ON "listing_counter_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "listing_daily_counters_owner_day_idx" ON "listing_daily_counters" USING btree ("owner_id","day");--> statement-breakpoint
CREATE INDEX "mail_digest_items_user_idx" ON "mail_digest_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_sent_idx" ON "saved_search_matches" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_kind_idx" ON "saved_searches" USING btree ("listing_type","district");--> statement-breakpoint
CREATE INDEX "favorites_created_idx" ON "favorites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_public_updated_idx" ON "properties" USING btree ("updated_at") WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted";