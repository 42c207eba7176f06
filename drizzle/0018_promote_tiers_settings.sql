CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "boosted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "paid_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tier" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_referral_reward_key" ON "promo_codes" USING btree ("owner_id") WHERE "promo_codes"."reason" = 'referral';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_user_key" ON "promo_redemptions" USING btree ("code","user_id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_reason_known" CHECK ("promo_codes"."reason" is null or "promo_codes"."reason" in ('referral', 'goodwill'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tier_known" CHECK (tier in ('free', 'premium', 'gold', 'platinum'));