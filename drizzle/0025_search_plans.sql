-- A listing's keywords scoped to its bucket of the featured order (decision 0033): its plan's
-- priority, whether it is boosted, and its market day (whole days since 1970, UTC), as "3+20781"
-- ("1-none" without a market date). Every listing of a bucket comes before every listing of the
-- next in the featured order, so a page of words (any page, any word) reads the buckets' short lists
-- in order and stops at the first that fill it, where the planner walked the featured index through
-- thousands of rows for rare words or read and sorted a frequent word's whole list for deep pages.
-- `server/search/featured-buckets.server.ts` (featuredBucket) names the same buckets.
-- PL/pgSQL, never inlined, with a high cost, as `listing_price_band` (decision 0019): the planner then
-- never prefers working the tokens out row by row over reading the index.
CREATE FUNCTION "listing_featured_bucket"("priority" smallint, "boosted" boolean, "market_date" timestamptz) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000
  AS $$ BEGIN RETURN "priority" || CASE WHEN "boosted" THEN '+' ELSE '-' END || coalesce(floor(extract(epoch FROM "market_date") / 86400)::bigint::text, 'none'); END $$;--> statement-breakpoint
CREATE INDEX "properties_featured_keywords_rental_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_featured_bucket("priority", "boosted", "market_date"))) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Rental';--> statement-breakpoint
CREATE INDEX "properties_featured_keywords_sale_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_featured_bucket("priority", "boosted", "market_date"))) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Sale';