CREATE TABLE "listing_revisions" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"input" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK (kind in ('offer_made', 'offer_countered', 'offer_accepted', 'offer_declined', 'offer_withdrawn', 'offer_expiring', 'offer_expired', 'tour_requested', 'tour_proposed', 'tour_confirmed', 'tour_declined', 'tour_expired', 'message', 'payment_confirmed', 'payment_rejected', 'rent_due', 'rent_overdue', 'issue_reported', 'issue_resolved', 'listing_approved', 'listing_rejected', 'listing_expiring', 'listing_changes_rejected', 'price_reduced'));