CREATE TABLE "listing_period_totals" (
	"property_id" uuid NOT NULL,
	"period" smallint NOT NULL,
	"owner_id" uuid NOT NULL,
	"impression" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"interested" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"call" integer DEFAULT 0 NOT NULL,
	"message_owner" integer DEFAULT 0 NOT NULL,
	"request_tour" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"alert_hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_period_totals_property_id_period_pk" PRIMARY KEY("property_id","period"),
	CONSTRAINT "listing_period_totals_period_known" CHECK ("listing_period_totals"."period" in (7, 30, 90))
);
--> statement-breakpoint
CREATE TABLE "listing_period_windows" (
	"period" smallint PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "listing_period_windows_period_known" CHECK ("listing_period_windows"."period" in (7, 30, 90))
);
--> statement-breakpoint
CREATE TABLE "listing_totals" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"impression" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_counters_not_negative";--> statement-breakpoint
ALTER TABLE "listing_period_totals" ADD CONSTRAINT "listing_period_totals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_period_totals" ADD CONSTRAINT "listing_period_totals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_totals" ADD CONSTRAINT "listing_totals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_period_totals_owner_idx" ON "listing_period_totals" USING btree ("owner_id","period","views" DESC NULLS LAST,"impression" DESC NULLS LAST,"property_id");--> statement-breakpoint
-- Decision 0034: the totals counted so far move to listing_totals, and the last 7, 30 and 90 days
-- of each listing are summed from its daily rows, as the rollup keeps them from now on.
INSERT INTO "listing_totals" ("property_id", "impression", "views")
SELECT "id", "impression", "views" FROM "properties" WHERE "impression" > 0 OR "views" > 0;--> statement-breakpoint
INSERT INTO "listing_period_windows" ("period", "first_day")
SELECT "period", (now() AT TIME ZONE 'Asia/Beirut')::date - "period" + 1 FROM (VALUES (7), (30), (90)) AS "periods"("period");--> statement-breakpoint
INSERT INTO "listing_period_totals"
  ("property_id", "period", "owner_id", "impression", "views", "interested", "whatsapp", "call", "message_owner", "request_tour", "favorites", "alert_hits")
SELECT d."property_id", w."period", p."owner_id", sum(d."impression"), sum(d."views"), sum(d."interested"), sum(d."whatsapp"), sum(d."call"),
  sum(d."message_owner"), sum(d."request_tour"), sum(d."favorites"), sum(d."alert_hits")
FROM "listing_daily_counters" d JOIN "listing_period_windows" w ON d."day" >= w."first_day" JOIN "properties" p ON p."id" = d."property_id"
GROUP BY d."property_id", w."period", p."owner_id";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "impression";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "views";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_counters_not_negative" CHECK (least("properties"."interested", "properties"."whatsapp", "properties"."call", "properties"."message_owner", "properties"."request_tour") >= 0);