-- The featured order ranks a market day's listings by their quality score (decision 0068): priority,
-- boost, market day, quality score, market date, id. The day is the featured buckets' day (whole days
-- since 1970, UTC, as `listing_featured_bucket` of migration 0025 counts it), so a bucket's listings
-- come in the same order from its short list as from the indexes. Read at UTC, the expression is
-- immutable, so the function is inlined where a query calls it. An index expression, not a stored column: adding one
-- rewrote the table and all its indexes, 5.5 minutes under an exclusive lock at 1,000,000 listings.
CREATE FUNCTION "listing_market_day"("market_date" timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(date_part('epoch', "market_date" AT TIME ZONE 'UTC') / 86400)::integer $$;--> statement-breakpoint
DROP INDEX "properties_public_featured_idx";--> statement-breakpoint
DROP INDEX "properties_public_district_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "quality_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_public_featured_idx" ON "properties" USING btree ("listing_type","priority" DESC NULLS LAST,"boosted" DESC NULLS LAST,listing_market_day("market_date") desc nulls last,"quality_score" DESC NULLS LAST,"market_date" DESC NULLS LAST,"id","expires_on","district","area_id","property_type","property_category","furnished","usd_price_calculated","lbp_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_district_idx" ON "properties" USING btree ("listing_type","district","priority" DESC NULLS LAST,"boosted" DESC NULLS LAST,listing_market_day("market_date") desc nulls last,"quality_score" DESC NULLS LAST,"market_date" DESC NULLS LAST,"id","expires_on","area_id","property_type","property_category","furnished","usd_price_calculated","lbp_price_calculated","size","bedroom","bathroom","feature_bits","floor","state_power_hours") WHERE "properties"."status" in ('Approved', 'Pending Approval') and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
-- The home page's sections follow the featured order, which now reads the score.
CREATE OR REPLACE FUNCTION "page_cache_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_listing_tags"(OLD."id", OLD."listing_type", OLD."district"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_listing_tags"(NEW."id", NEW."listing_type", NEW."district"); END IF;
  IF TG_OP <> 'UPDATE'
    OR "page_cache_shows"(OLD."status", OLD."visible", OLD."taken_at") IS DISTINCT FROM "page_cache_shows"(NEW."status", NEW."visible", NEW."taken_at")
    OR (OLD."status", OLD."visible", OLD."is_deleted", OLD."expires_on", OLD."listing_type", OLD."district", OLD."priority", OLD."boosted", OLD."market_date", OLD."quality_score", OLD."plan_id")
      IS DISTINCT FROM (NEW."status", NEW."visible", NEW."is_deleted", NEW."expires_on", NEW."listing_type", NEW."district", NEW."priority", NEW."boosted", NEW."market_date", NEW."quality_score", NEW."plan_id")
  THEN
    PERFORM "page_cache_tag_moved"('listings');
  END IF;
  RETURN NULL;
END
$$;
