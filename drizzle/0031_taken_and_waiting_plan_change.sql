DROP INDEX "properties_public_featured_idx";--> statement-breakpoint
DROP INDEX "properties_public_district_idx";--> statement-breakpoint
DROP INDEX "properties_public_district_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_usd_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_lbp_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_area_idx";--> statement-breakpoint
DROP INDEX "properties_public_map_idx";--> statement-breakpoint
DROP INDEX "properties_public_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_size_idx";--> statement-breakpoint
DROP INDEX "properties_public_similar_idx";--> statement-breakpoint
DROP INDEX "properties_keywords_rental_idx";--> statement-breakpoint
DROP INDEX "properties_keywords_sale_idx";--> statement-breakpoint
DROP INDEX "properties_district_keywords_rental_idx";--> statement-breakpoint
DROP INDEX "properties_district_keywords_sale_idx";--> statement-breakpoint
DROP INDEX "properties_price_band_keywords_rental_idx";--> statement-breakpoint
DROP INDEX "properties_price_band_keywords_sale_idx";--> statement-breakpoint
DROP INDEX "properties_featured_keywords_rental_idx";--> statement-breakpoint
DROP INDEX "properties_featured_keywords_sale_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_public_featured_idx" ON "properties" USING btree ("listing_type","priority" DESC NULLS LAST,"boosted" DESC NULLS LAST,"market_date" DESC NULLS LAST,"id","expires_on","district","area_id","property_type","property_category","furnished","usd_price_calculated","lbp_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_district_idx" ON "properties" USING btree ("listing_type","district","priority" DESC NULLS LAST,"boosted" DESC NULLS LAST,"market_date" DESC NULLS LAST,"id","expires_on","area_id","property_type","property_category","furnished","usd_price_calculated","lbp_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_district_price_idx" ON "properties" USING btree ("listing_type","district","usd_price_calculated","expires_on","area_id","property_type","property_category","furnished","lbp_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_usd_price_idx" ON "properties" USING btree ("listing_type","usd_price_calculated","id","expires_on","district","area_id","property_type","property_category","furnished","lbp_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_lbp_price_idx" ON "properties" USING btree ("listing_type","lbp_price_calculated","id","expires_on","district","area_id","property_type","property_category","furnished","usd_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_area_idx" ON "properties" USING btree ("area_id") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_map_idx" ON "properties" USING btree ("listing_type","latitude","longitude","expires_on","district","area_id","property_type","property_category","furnished","usd_price_calculated","lbp_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_newest_idx" ON "properties" USING btree ("listing_type","market_date" DESC NULLS LAST,"id") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_size_idx" ON "properties" USING btree ("listing_type","size","id") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_similar_idx" ON "properties" USING gist ("similar_point") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "properties_keywords_rental_idx" ON "properties" USING gin ("keywords") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Rental';--> statement-breakpoint
CREATE INDEX "properties_keywords_sale_idx" ON "properties" USING gin ("keywords") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Sale';--> statement-breakpoint
CREATE INDEX "properties_district_keywords_rental_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", "district")) WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Rental';--> statement-breakpoint
CREATE INDEX "properties_district_keywords_sale_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", "district")) WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Sale';--> statement-breakpoint
CREATE INDEX "properties_price_band_keywords_rental_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_price_band("usd_price_calculated"))) WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Rental';--> statement-breakpoint
CREATE INDEX "properties_price_band_keywords_sale_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_price_band("usd_price_calculated"))) WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Sale';--> statement-breakpoint
CREATE INDEX "properties_featured_keywords_rental_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_featured_bucket("priority", "boosted", "market_date"))) WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Rental';--> statement-breakpoint
CREATE INDEX "properties_featured_keywords_sale_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_featured_bucket("priority", "boosted", "market_date"))) WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Sale';--> statement-breakpoint
-- Pending Approval and visible now means public: a live listing waiting for a plan change
-- (decision 0046). Before, a plan change left any listing visible; those that were not live when
-- they changed plan wait unseen, as they would now.
UPDATE "properties" p SET "visible" = false
WHERE p."status" = 'Pending Approval' AND p."visible" AND NOT EXISTS (
  SELECT 1 FROM "property_status_history" h
  WHERE h."property_id" = p."id" AND h."action" = 'changePlan' AND h."from_status" = 'Approved' AND h."at" = p."flag_time"
);--> statement-breakpoint
-- Listings marked rented or sold before: the last move that puts one back on the market did not follow.
UPDATE "properties" p SET "taken_at" = h."at"
FROM (
  SELECT DISTINCT ON ("property_id") "property_id", "action", "at" FROM "property_status_history"
  WHERE "action" NOT IN ('expire', 'remove') ORDER BY "property_id", "at" DESC, "id" DESC
) h
WHERE h."property_id" = p."id" AND h."action" = 'markTaken' AND NOT p."visible" AND p."status" IN ('Approved', 'Expired');--> statement-breakpoint
-- The visitor page cache (migration 0029) also follows the listings public while a plan change
-- waits, and the rented or sold ones, whose page stays.
DROP TRIGGER "properties_page_cache_insert" ON "properties";--> statement-breakpoint
DROP TRIGGER "properties_page_cache_delete" ON "properties";--> statement-breakpoint
DROP TRIGGER "properties_page_cache_update" ON "properties";--> statement-breakpoint
CREATE FUNCTION "page_cache_shows"(status text, visible boolean, taken_at timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status = 'Approved' OR (status = 'Pending Approval' AND visible) OR taken_at IS NOT NULL
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_page_cache_insert" AFTER INSERT ON "properties" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ("page_cache_shows"(NEW."status", NEW."visible", NEW."taken_at")) EXECUTE FUNCTION "page_cache_listing_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_page_cache_delete" AFTER DELETE ON "properties" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ("page_cache_shows"(OLD."status", OLD."visible", OLD."taken_at")) EXECUTE FUNCTION "page_cache_listing_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_page_cache_update" AFTER UPDATE ON "properties" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    ("page_cache_shows"(OLD."status", OLD."visible", OLD."taken_at") OR "page_cache_shows"(NEW."status", NEW."visible", NEW."taken_at"))
    AND (to_jsonb(OLD) - '{impression,views,interested,whatsapp,call,message_owner,request_tour,updated_at}'::text[])
      IS DISTINCT FROM (to_jsonb(NEW) - '{impression,views,interested,whatsapp,call,message_owner,request_tour,updated_at}'::text[])
  ) EXECUTE FUNCTION "page_cache_listing_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_cache_photo_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "properties" WHERE "id" IN (OLD."property_id", NEW."property_id") AND "page_cache_shows"("status", "visible", "taken_at")) THEN
    PERFORM "page_cache_bump_once"();
  END IF;
  RETURN NULL;
END
$$;
