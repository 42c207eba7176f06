CREATE TABLE "page_cache_generation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "page_cache_generation_one_row" CHECK ("page_cache_generation"."id")
);
--> statement-breakpoint
-- The visitor page cache (docs/decisions/0031) keeps rendered listing, search and home pages while
-- this number stays the same. It moves at the commit of any transaction that changes a public
-- listing (or one that becomes or stops being public) or its photos, whichever code writes them:
-- the use cases, the jobs (expiry), an admin in psql. Counters (views, impressions, contacts) are
-- not what a page shows as content and change all the time: they leave it alone.
INSERT INTO "page_cache_generation" ("id", "value") VALUES (true, 0);--> statement-breakpoint
-- Once per transaction, and at its commit (the triggers below are deferred constraint triggers): the
-- single row is the last lock a transaction takes and is held only while it commits, so listing
-- writes never deadlock on it.
CREATE FUNCTION "page_cache_bump_once"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('beitna.page_cache_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE "page_cache_generation" SET "value" = "value" + 1;
    PERFORM set_config('beitna.page_cache_bumped', 'yes', true);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "page_cache_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_cache_bump_once"();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_page_cache_insert" AFTER INSERT ON "properties" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."status" = 'Approved') EXECUTE FUNCTION "page_cache_listing_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_page_cache_delete" AFTER DELETE ON "properties" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."status" = 'Approved') EXECUTE FUNCTION "page_cache_listing_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_page_cache_update" AFTER UPDATE ON "properties" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    (OLD."status" = 'Approved' OR NEW."status" = 'Approved')
    AND (to_jsonb(OLD) - '{impression,views,interested,whatsapp,call,message_owner,request_tour,updated_at}'::text[])
      IS DISTINCT FROM (to_jsonb(NEW) - '{impression,views,interested,whatsapp,call,message_owner,request_tour,updated_at}'::text[])
  ) EXECUTE FUNCTION "page_cache_listing_changed"();--> statement-breakpoint
-- Photos other than the featured one (whose copy on the listing's row is caught above).
CREATE FUNCTION "page_cache_photo_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "properties" WHERE "id" IN (OLD."property_id", NEW."property_id") AND "status" = 'Approved') THEN
    PERFORM "page_cache_bump_once"();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_images_page_cache" AFTER INSERT OR UPDATE OR DELETE ON "property_images" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "page_cache_photo_changed"();
