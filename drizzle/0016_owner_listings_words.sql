-- The owner's listings with `q` and `keywords` (the dashboard's search box, `ownerProperties`),
-- decision 0023. properties_owner_listings_idx gains the title and reference, as they are and
-- lower-cased, so that `q` is tested on index entries (the lower-cased values read from them)
-- instead of 20,000 rows of an agency read from the table. properties_owner_keywords_idx holds
-- each listing's words scoped to its owner's bucket, the last two hex digits of the owner's id
-- ("7f:villa", migration 0011's listing_keyword_tokens): an owner's words read short lists.
DROP INDEX "properties_owner_listings_idx";--> statement-breakpoint
CREATE INDEX "properties_owner_keywords_idx" ON "properties" USING gin (listing_keyword_tokens("keywords", right("owner_id"::text, 2))) WHERE not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_owner_listings_idx" ON "properties" USING btree ("owner_id","created_at" DESC NULLS LAST,"id","listing_type","status","visible","plan_id","city","expires_on","district","area_id","property_type","property_category","furnished","usd_price_calculated","lbp_price_calculated","size","bedroom","bathroom","title","reference",lower("title"),lower("reference")) WHERE not "properties"."is_deleted";