-- A listing's keywords scoped to its district: {sea, view} in Metn gives {Metn:sea, Metn:view}.
-- Indexed, a frequent word's list is split by district: a search with words and a district reads
-- that district's part only, and a count of words alone can go district by district and stop at the
-- cap, rather than building the bitmap of the whole list first (ARCHITECTURE.md "Keywords").
-- Built from plain string functions (no subquery), it costs about a microsecond a row.
CREATE FUNCTION "listing_keyword_tokens"("words" text[], "district" text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN string_to_array("district" || ':' || array_to_string("words", '|' || "district" || ':'), '|');--> statement-breakpoint
CREATE INDEX "properties_district_keywords_rental_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", "district")) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Rental';--> statement-breakpoint
CREATE INDEX "properties_district_keywords_sale_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", "district")) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."listing_type" = 'Sale';