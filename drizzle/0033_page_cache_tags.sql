CREATE TABLE "page_cache_changes" (
	"generation" bigint NOT NULL,
	"tag" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_cache_changes_generation_tag_pk" PRIMARY KEY("generation","tag")
);
--> statement-breakpoint
CREATE INDEX "page_cache_changes_at_idx" ON "page_cache_changes" USING btree ("at");--> statement-breakpoint
-- Invalidation by what changed (decision 0056). The generation still moves once per transaction,
-- at its commit, under the single row's lock (so generations follow commit order and a reader who
-- sees one has seen every earlier one); each trigger now also writes the tags its row touches.
CREATE FUNCTION "page_cache_tag_moved"(tag text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved bigint := NULLIF(current_setting('beitna.page_cache_generation', true), '')::bigint;
BEGIN
  IF moved IS NULL THEN
    UPDATE "page_cache_generation" SET "value" = "value" + 1 RETURNING "value" INTO moved;
    PERFORM set_config('beitna.page_cache_generation', moved::text, true);
  END IF;
  INSERT INTO "page_cache_changes" ("generation", "tag") VALUES (moved, tag) ON CONFLICT DO NOTHING;
END
$$;--> statement-breakpoint
-- Tags are words: lower case, anything else a hyphen, as domain/page-tags.ts writes them.
CREATE FUNCTION "page_cache_word"(text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(lower($1), '[^a-z0-9]+', '-', 'g')
$$;--> statement-breakpoint
-- A listing's own page, the search pages of its type in its district and in every district.
CREATE FUNCTION "page_cache_listing_tags"(id uuid, listing_type text, district text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_cache_tag_moved"('listing:' || id);
  PERFORM "page_cache_tag_moved"('search:' || "page_cache_word"(listing_type) || ':' || "page_cache_word"(district));
  PERFORM "page_cache_tag_moved"('search:' || "page_cache_word"(listing_type) || ':*');
END
$$;--> statement-breakpoint
-- The home page's sections (featured, newest, counts per district) move with the set of public
-- listings and their order; an edit of a listing it shows moves that listing's own tag.
CREATE OR REPLACE FUNCTION "page_cache_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_listing_tags"(OLD."id", OLD."listing_type", OLD."district"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_listing_tags"(NEW."id", NEW."listing_type", NEW."district"); END IF;
  IF TG_OP <> 'UPDATE'
    OR "page_cache_shows"(OLD."status", OLD."visible", OLD."taken_at") IS DISTINCT FROM "page_cache_shows"(NEW."status", NEW."visible", NEW."taken_at")
    OR (OLD."status", OLD."visible", OLD."is_deleted", OLD."expires_on", OLD."listing_type", OLD."district", OLD."priority", OLD."boosted", OLD."market_date", OLD."plan_id")
      IS DISTINCT FROM (NEW."status", NEW."visible", NEW."is_deleted", NEW."expires_on", NEW."listing_type", NEW."district", NEW."priority", NEW."boosted", NEW."market_date", NEW."plan_id")
  THEN
    PERFORM "page_cache_tag_moved"('listings');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Photos other than the featured one (whose copy on the listing's row is caught above): the
-- listing's page and the cards (their photo count).
CREATE OR REPLACE FUNCTION "page_cache_photo_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_cache_listing_tags"("id", "listing_type", "district") FROM "properties"
  WHERE "id" IN (OLD."property_id", NEW."property_id") AND "page_cache_shows"("status", "visible", "taken_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An owner's public card (name, photo, number, badges) is on their listings' pages and cards.
CREATE FUNCTION "page_cache_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_cache_tag_moved"('user:' || NEW."id");
  PERFORM "page_cache_listing_tags"("id", "listing_type", "district") FROM "properties"
  WHERE "owner_id" = NEW."id" AND "page_cache_shows"("status", "visible", "taken_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_page_cache_update" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    (OLD."name", OLD."first_name", OLD."last_name", OLD."image", OLD."phone", OLD."country_code", OLD."tier", OLD."verified_owner_at", OLD."deleted_at")
      IS DISTINCT FROM (NEW."name", NEW."first_name", NEW."last_name", NEW."image", NEW."phone", NEW."country_code", NEW."tier", NEW."verified_owner_at", NEW."deleted_at")
  ) EXECUTE FUNCTION "page_cache_owner_changed"();--> statement-breakpoint
-- Prices in lira on every page follow the exchange rate.
CREATE FUNCTION "page_cache_rate_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_cache_tag_moved"('rate');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "exchange_rates_page_cache" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "page_cache_rate_changed"();--> statement-breakpoint
DROP FUNCTION "page_cache_bump_once"();
