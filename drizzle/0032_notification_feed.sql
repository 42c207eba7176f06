ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_property_idx" ON "favorites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- Rows of the two old kinds become feed items: an offer thread's news reads as an offer made, a
-- request's as a message; each gets its thread's listing.
UPDATE "notifications" n SET "kind" = 'offer_made', "property_id" = o."property_id" FROM "offers" o WHERE n."kind" = 'offer' AND o."id" = n."subject_id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'message', "property_id" = r."property_id" FROM "requests" r WHERE n."kind" = 'request' AND r."id" = n."subject_id";--> statement-breakpoint
DELETE FROM "notifications" WHERE "kind" IN ('offer', 'request');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK (kind in ('offer_made', 'offer_countered', 'offer_accepted', 'offer_declined', 'offer_withdrawn', 'offer_expiring', 'offer_expired', 'tour_requested', 'tour_proposed', 'tour_confirmed', 'tour_declined', 'tour_expired', 'message', 'payment_confirmed', 'payment_rejected', 'rent_due', 'rent_overdue', 'issue_reported', 'issue_resolved', 'listing_approved', 'listing_rejected', 'listing_expiring'));