CREATE TABLE "listing_reminders" (
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reminders_property_id_kind_expires_on_pk" PRIMARY KEY("property_id","kind","expires_on"),
	CONSTRAINT "listing_reminders_kind_known" CHECK (kind in ('expiring', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "listing_reminders" ADD CONSTRAINT "listing_reminders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;