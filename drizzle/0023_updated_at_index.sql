DROP INDEX "properties_public_updated_idx";--> statement-breakpoint
CREATE INDEX "properties_updated_idx" ON "properties" USING btree ("updated_at");