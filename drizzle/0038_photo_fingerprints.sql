-- Photo fingerprints (decision 0067): the 64-bit pHash of each photo, and on the listings' photos its
-- four 16-bit bands as generated smallint columns, each indexed with the hash (multi-index hashing).
ALTER TABLE "property_images" ADD COLUMN "fingerprint" bigint;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "fingerprint_band_0" smallint GENERATED ALWAYS AS ((((fingerprint >> 48) & 65535) - ((((fingerprint >> 48) & 65535) & 32768) << 1))::smallint) STORED;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "fingerprint_band_1" smallint GENERATED ALWAYS AS ((((fingerprint >> 32) & 65535) - ((((fingerprint >> 32) & 65535) & 32768) << 1))::smallint) STORED;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "fingerprint_band_2" smallint GENERATED ALWAYS AS ((((fingerprint >> 16) & 65535) - ((((fingerprint >> 16) & 65535) & 32768) << 1))::smallint) STORED;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "fingerprint_band_3" smallint GENERATED ALWAYS AS ((((fingerprint >> 0) & 65535) - ((((fingerprint >> 0) & 65535) & 32768) << 1))::smallint) STORED;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "fingerprint" bigint;--> statement-breakpoint
CREATE INDEX "property_images_fingerprint_band_0_idx" ON "property_images" USING btree ("fingerprint_band_0","fingerprint");--> statement-breakpoint
CREATE INDEX "property_images_fingerprint_band_1_idx" ON "property_images" USING btree ("fingerprint_band_1","fingerprint");--> statement-breakpoint
CREATE INDEX "property_images_fingerprint_band_2_idx" ON "property_images" USING btree ("fingerprint_band_2","fingerprint");--> statement-breakpoint
CREATE INDEX "property_images_fingerprint_band_3_idx" ON "property_images" USING btree ("fingerprint_band_3","fingerprint");--> statement-breakpoint
CREATE INDEX "property_images_unfingerprinted_idx" ON "property_images" USING btree ("id") WHERE "property_images"."fingerprint" is null;--> statement-breakpoint
-- The fingerprint job sets `fingerprint` on photos stored before this migration: nothing a page
-- shows, so neither the featured photo's copy nor the page cache move for it (decision 0067).
DROP TRIGGER "property_images_featured_photo" ON "property_images";--> statement-breakpoint
CREATE TRIGGER "property_images_featured_photo"
  AFTER INSERT OR DELETE OR UPDATE OF "property_id", "position", "image_low_key", "placeholder" ON "property_images"
  FOR EACH ROW EXECUTE FUNCTION "properties_sync_featured_photo"();--> statement-breakpoint
DROP TRIGGER "property_images_page_cache" ON "property_images";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_images_page_cache"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "property_id", "position", "image_key", "image_low_key", "placeholder", "width", "height", "created_at" ON "property_images"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "page_cache_photo_changed"();
