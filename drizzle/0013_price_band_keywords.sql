-- A listing's keywords scoped to its USD price band ("$62:villa"), decision 0019. A band is the
-- number of digits of the whole dollars and their first digit: $261,000 is 6 digits led by 2, band
-- 62. Bands are exact and follow the price's order, nine to a power of ten. A page of words sorted
-- by price then reads the bands in order, each band's short list, and stops at the first bands that
-- fill it, where the words' whole list would be read and sorted (27,000 villas for sale at a
-- million listings). `domain/search.ts` (priceBand) works out the same band for a price.
-- PL/pgSQL, never inlined, with a high cost: the planner then prices reading a band from anything
-- but this index at what it is (about 20 µs a row for the tokens), where an inlined function looked
-- free and a small table was walked in full once per band.
CREATE FUNCTION "listing_price_band"("price" numeric) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 10000
  AS $$ BEGIN RETURN '$' || (length(floor(greatest("price", 0))::bigint::text) * 10 + left(floor(greatest("price", 0))::bigint::text, 1)::int); END $$;--> statement-breakpoint
CREATE INDEX "properties_price_band_keywords_rental_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_price_band("usd_price_calculated"))) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Rental';--> statement-breakpoint
CREATE INDEX "properties_price_band_keywords_sale_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", listing_price_band("usd_price_calculated"))) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Sale';