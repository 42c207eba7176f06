-- The area price guides and the listing pages' comparison are visitor pages kept until the
-- figures move (decisions 0056 and 0066): each statement writing `area_prices` moves the `prices`
-- tag. A statement trigger (the rollup rewrites 26,000 rows at a million listings: one tag, not a
-- row's each) after INSERT and UPDATE only: the rollup deletes the table's rows at the start of a
-- transaction whose insert runs for up to a minute, and a tag moved by the delete would hold the
-- cache generation's row lock, so every other write's commit, for that minute. The insert that
-- follows moves it at the end, a moment before the commit.
CREATE FUNCTION "page_cache_prices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_cache_tag_moved"('prices');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "area_prices_page_cache" AFTER INSERT OR UPDATE ON "area_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_prices_changed"();
