-- Similar listings (decision 0018): the listing's point for the nearest-first scan is stored, not
-- only indexed. The scan returns the sort key of every row it reads, and working the expression out
-- again (ll_to_earth and its domain checks, hashtext) cost about 12 µs a row, 2.6 ms for the API's
-- 210. Adding the column rewrites the table once.
DROP INDEX "properties_public_similar_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "similar_point" "cube" GENERATED ALWAYS AS (cube(ll_to_earth("properties"."latitude", "properties"."longitude")::cube, hashtext("properties"."listing_type" || ' ' || "properties"."property_type")::float8, hashtext("properties"."listing_type" || ' ' || "properties"."property_type")::float8 + 1)) STORED;--> statement-breakpoint
CREATE INDEX "properties_public_similar_idx" ON "properties" USING gist ("similar_point") WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."latitude" is not null;