CREATE TABLE "area_prices" (
	"district" text NOT NULL,
	"area_id" integer,
	"listing_type" text NOT NULL,
	"property_type" text,
	"bedrooms" smallint,
	"listings" integer NOT NULL,
	"median" double precision NOT NULL,
	"lower_quartile" double precision NOT NULL,
	"upper_quartile" double precision NOT NULL,
	"sized_listings" integer NOT NULL,
	"median_per_m2" double precision,
	"reduced_listings" integer NOT NULL,
	"trend" jsonb NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_prices_key" UNIQUE NULLS NOT DISTINCT("district","area_id","listing_type","property_type","bedrooms"),
	CONSTRAINT "area_prices_listing_type_known" CHECK (listing_type in ('Rental', 'Sale'))
);
--> statement-breakpoint
ALTER TABLE "area_prices" ADD CONSTRAINT "area_prices_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;