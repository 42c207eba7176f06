ALTER TABLE "listing_reports" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_reports_undigested_idx" ON "listing_reports" USING btree ("created_at") WHERE "listing_reports"."digested_at" is null;--> statement-breakpoint
-- Reports made before the digest are in the admins' queue already: the first digest tells of new ones only.
UPDATE "listing_reports" SET "digested_at" = "created_at";
