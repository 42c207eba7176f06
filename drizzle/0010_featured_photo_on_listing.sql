ALTER TABLE "properties" ADD COLUMN "featured_photo_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "featured_photo_placeholder" text;--> statement-breakpoint
-- Every card (search, similar, favourites, home) shows the featured photo. Kept on the listing's row,
-- a page of 210 similar listings reads 210 rows rather than 210 rows and 210 photo lookups (half its
-- buffers). A trigger keeps the copy, whichever code writes the photos: after any statement that
-- touches a position-0 row, the listing's copy is read again from the table, so a reorder within
-- one statement ends right too.
CREATE FUNCTION "properties_sync_featured_photo"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listing uuid;
BEGIN
  FOREACH listing IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' AND OLD."position" = 0 THEN OLD."property_id" END,
    CASE WHEN TG_OP <> 'DELETE' AND NEW."position" = 0 THEN NEW."property_id" END
  ] LOOP
    CONTINUE WHEN listing IS NULL;
    UPDATE "properties" p SET "featured_photo_key" = i."image_low_key", "featured_photo_placeholder" = i."placeholder"
      FROM (SELECT listing AS "property_id") l
      LEFT JOIN "property_images" i ON i."property_id" = l."property_id" AND i."position" = 0
      WHERE p."id" = listing
        AND (p."featured_photo_key", p."featured_photo_placeholder") IS DISTINCT FROM (i."image_low_key", i."placeholder");
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "property_images_featured_photo" AFTER INSERT OR UPDATE OR DELETE ON "property_images"
  FOR EACH ROW EXECUTE FUNCTION "properties_sync_featured_photo"();--> statement-breakpoint
UPDATE "properties" p SET "featured_photo_key" = i."image_low_key", "featured_photo_placeholder" = i."placeholder"
  FROM "property_images" i WHERE i."property_id" = p."id" AND i."position" = 0;
