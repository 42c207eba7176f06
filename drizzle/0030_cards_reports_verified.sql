CREATE TABLE "listing_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"actor_id" uuid,
	"old_price" numeric(18, 2) NOT NULL,
	"old_unit" text NOT NULL,
	"new_price" numeric(18, 2) NOT NULL,
	"new_unit" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "listing_reports_reason_known" CHECK (reason in ('scam', 'unavailable', 'wrong_price', 'wrong_details', 'duplicate', 'offensive', 'other')),
	CONSTRAINT "listing_reports_status_known" CHECK (status in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "previous_price" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_owner_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_owner_by" uuid;--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_history_property_idx" ON "listing_price_history" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "listing_reports_queue_idx" ON "listing_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_reports_property_idx" ON "listing_reports" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_owner_by_users_id_fk" FOREIGN KEY ("verified_owner_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;