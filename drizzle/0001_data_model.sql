CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rent_amount" numeric(18, 2),
	"unit" text DEFAULT 'USD' NOT NULL,
	"payment_frequency" text,
	"lease_start" date,
	"lease_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_unit_known" CHECK (unit in ('USD', 'LBP')),
	CONSTRAINT "accounts_lease_order" CHECK ("accounts"."lease_end" is null or "accounts"."lease_start" is null or "accounts"."lease_end" >= "accounts"."lease_start")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"district_ar" text NOT NULL,
	"district_fr" text NOT NULL,
	"area" text NOT NULL,
	"area_ar" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "areas_latitude_range" CHECK ("areas"."latitude" between -90 and 90),
	CONSTRAINT "areas_longitude_range" CHECK ("areas"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"account_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_informations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"bank" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"iban_encrypted" text NOT NULL,
	"iban4" text NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_informations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "bank_informations_iban4_format" CHECK ("bank_informations"."iban4" ~ '^[0-9A-Z]{4}$')
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"dial_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "countries_iso_format" CHECK ("countries"."iso" ~ '^[A-Z]{2}$'),
	CONSTRAINT "countries_dial_code_format" CHECK ("countries"."dial_code" ~ '^\+[0-9]{1,4}$')
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_usd" numeric(18, 2) NOT NULL,
	"kind" text NOT NULL,
	"property_id" uuid,
	"payment_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_known" CHECK (kind in ('purchase', 'referral', 'promo', 'spend', 'refund', 'adjustment')),
	CONSTRAINT "credit_ledger_amount_nonzero" CHECK ("credit_ledger"."amount_usd" <> 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"lbp_per_usd" numeric(14, 2) NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" uuid,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."lbp_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"parent_id" uuid,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_currency_known" CHECK (currency in ('USD', 'LBP')),
	CONSTRAINT "offers_status_known" CHECK (status in ('pending', 'accepted', 'declined', 'countered', 'withdrawn')),
	CONSTRAINT "offers_between_two" CHECK ("offers"."buyer_id" <> "offers"."owner_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_currency_known" CHECK (currency in ('USD', 'LBP')),
	CONSTRAINT "payments_provider_known" CHECK (provider in ('manual', 'card')),
	CONSTRAINT "payments_method_known" CHECK (method in ('cash', 'bank_transfer', 'omt', 'whish', 'card')),
	CONSTRAINT "payments_status_known" CHECK (status in ('pending', 'confirmed', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_priority" smallint NOT NULL,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"rental_price_usd" numeric(18, 2) NOT NULL,
	"sale_price_usd" numeric(18, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_name_unique" UNIQUE("name"),
	CONSTRAINT "plans_id_known" CHECK (id in ('free', 'gold', 'platinum')),
	CONSTRAINT "plans_duration_positive" CHECK ("plans"."duration_days" > 0),
	CONSTRAINT "plans_prices_not_negative" CHECK ("plans"."rental_price_usd" >= 0 and "plans"."sale_price_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_format" CHECK ("promo_codes"."code" ~ '^[A-Z0-9-]{4,32}$'),
	CONSTRAINT "promo_codes_uses" CHECK ("promo_codes"."max_uses" > 0 and "promo_codes"."used_count" between 0 and "promo_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"listing_type" text DEFAULT 'Rental' NOT NULL,
	"title" text NOT NULL,
	"property_type" text NOT NULL,
	"property_category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'USD' NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"payment_frequency" text,
	"down_payment" numeric(18, 2),
	"bedroom" smallint DEFAULT 0 NOT NULL,
	"bathroom" smallint DEFAULT 0 NOT NULL,
	"finish_level" text,
	"size" numeric(10, 2) NOT NULL,
	"logo" text,
	"special" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_method" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_method" text[] DEFAULT '{}'::text[] NOT NULL,
	"move_in_date" date,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"area_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"visible" boolean DEFAULT false NOT NULL,
	"fees_monthly" numeric(18, 2),
	"status" text DEFAULT 'Pending Approval' NOT NULL,
	"flag" text,
	"flag_time" timestamp with time zone,
	"inspection_highlight" jsonb DEFAULT '{"Roof":"Not Inspected","Bathrooms":"Not Inspected","Living Room":"Not Inspected","Dining Room":"Not Inspected","Bedrooms":"Not Inspected","Kitchen":"Not Inspected","Exterior":"Not Inspected","Mechanical":"Not Inspected","Electrical":"Not Inspected","Plumbing":"Not Inspected","Structural":"Not Inspected","others":"Not Inspected"}'::jsonb NOT NULL,
	"plan_id" text DEFAULT 'free' NOT NULL,
	"device" text DEFAULT 'web' NOT NULL,
	"approved_on" timestamp with time zone,
	"expires_on" timestamp with time zone,
	"market_date" timestamp with time zone,
	"boosted" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"status_priority" smallint DEFAULT 0 NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"usd_price_calculated" numeric(18, 2),
	"lbp_price_calculated" numeric(18, 2),
	"impression" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"interested" bigint DEFAULT 0 NOT NULL,
	"whatsapp" bigint DEFAULT 0 NOT NULL,
	"call" bigint DEFAULT 0 NOT NULL,
	"message_owner" bigint DEFAULT 0 NOT NULL,
	"request_tour" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_listing_type_known" CHECK (listing_type in ('Rental', 'Sale')),
	CONSTRAINT "properties_unit_known" CHECK (unit in ('USD', 'LBP')),
	CONSTRAINT "properties_status_known" CHECK (status in ('Pending Approval', 'Approved', 'Rejected', 'Expired', 'Deleted', 'Deleted_Permanent')),
	CONSTRAINT "properties_price_not_negative" CHECK ("properties"."price" >= 0),
	CONSTRAINT "properties_size_positive" CHECK ("properties"."size" > 0),
	CONSTRAINT "properties_bedroom_range" CHECK ("properties"."bedroom" between 0 and 11),
	CONSTRAINT "properties_bathroom_range" CHECK ("properties"."bathroom" between 0 and 11),
	CONSTRAINT "properties_payment_method_known" CHECK ("properties"."payment_method" <@ array['Cash','Bank transfer','Cheque','Bank loan']::text[]),
	CONSTRAINT "properties_contact_method_known" CHECK ("properties"."contact_method" <@ array['Phone call','WhatsApp','Message on Beitna']::text[]),
	CONSTRAINT "properties_marker_complete" CHECK (("properties"."latitude" is null) = ("properties"."longitude" is null) and coalesce("properties"."latitude" between -90 and 90 and "properties"."longitude" between -180 and 180, true)),
	CONSTRAINT "properties_inspection_areas" CHECK (inspection_highlight ?& array['Roof','Bathrooms','Living Room','Dining Room','Bedrooms','Kitchen','Exterior','Mechanical','Electrical','Plumbing','Structural','others']),
	CONSTRAINT "properties_counters_not_negative" CHECK (least("properties"."impression", "properties"."views", "properties"."interested", "properties"."whatsapp", "properties"."call", "properties"."message_owner", "properties"."request_tour") >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"image_key" text NOT NULL,
	"image_low_key" text NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_images_position_not_negative" CHECK ("property_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_flag" text,
	"to_flag" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"invitee_email" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invitee_id" uuid,
	"registered_at" timestamp with time zone,
	CONSTRAINT "referrals_email_lower_case" CHECK ("referrals"."invitee_email" = lower("referrals"."invitee_email"))
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"preferred_dates" timestamp with time zone[],
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_kind_known" CHECK (kind in ('tour', 'message')),
	CONSTRAINT "requests_status_known" CHECK (status in ('pending', 'accepted', 'declined', 'replied')),
	CONSTRAINT "requests_not_to_self" CHECK ("requests"."sender_id" <> "requests"."owner_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "tenant_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"tenant_name" text NOT NULL,
	"tenant_email" text NOT NULL,
	"tenant_phone" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "tenant_invitations_email_lower_case" CHECK ("tenant_invitations"."tenant_email" = lower("tenant_invitations"."tenant_email"))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"phone" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '+961' NOT NULL,
	"country" text DEFAULT 'LB' NOT NULL,
	"device" text DEFAULT 'web' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"dashboard_limit" integer DEFAULT 10 NOT NULL,
	"last_dashboard_search" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_username_is_email" CHECK ("users"."username" = "users"."email"),
	CONSTRAINT "users_phone_digits" CHECK ("users"."phone" ~ '^[0-9]*$'),
	CONSTRAINT "users_country_code_format" CHECK ("users"."country_code" ~ '^\+[0-9]{1,4}$'),
	CONSTRAINT "users_locale_known" CHECK (locale in ('en', 'ar', 'fr')),
	CONSTRAINT "users_dashboard_limit_range" CHECK ("users"."dashboard_limit" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"page" text,
	"user_agent" text DEFAULT '' NOT NULL,
	"referrer" text,
	"locale" text,
	"visitor_id" text,
	"user_id" uuid,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_events_kind_known" CHECK (kind in ('startup', 'page_view', 'chunk_error'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_informations" ADD CONSTRAINT "bank_informations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_files" ADD CONSTRAINT "legal_files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_files" ADD CONSTRAINT "legal_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_status_history" ADD CONSTRAINT "property_status_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_status_history" ADD CONSTRAINT "property_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_countries_iso_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_property_user_key" ON "accounts" USING btree ("property_id","user_id");--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_district_area_key" ON "areas" USING btree ("district","area");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_accounts_provider_account_key" ON "auth_accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_position_key" ON "countries" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_payment_key" ON "credit_ledger" USING btree ("payment_id") WHERE "credit_ledger"."kind" = 'purchase';--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_rates_effective_idx" ON "exchange_rates" USING btree ("effective_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inspection_files_property_idx" ON "inspection_files" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "legal_files_property_idx" ON "legal_files" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_owner_idx" ON "offers" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_property_idx" ON "offers" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_property_key" ON "promo_redemptions" USING btree ("code","property_id");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id","listing_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_public_featured_idx" ON "properties" USING btree ("listing_type","priority" DESC NULLS LAST,"boosted" DESC NULLS LAST,"market_date" DESC NULLS LAST) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_usd_price_idx" ON "properties" USING btree ("listing_type","usd_price_calculated") WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_public_earth_idx" ON "properties" USING gist (ll_to_earth("latitude", "longitude")) WHERE "properties"."status" = 'Approved' and "properties"."visible" and not "properties"."is_deleted" and "properties"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "properties_keywords_idx" ON "properties" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "properties_pending_idx" ON "properties" USING btree ("flag_time") WHERE "properties"."status" = 'Pending Approval' and not "properties"."is_deleted";--> statement-breakpoint
CREATE INDEX "properties_expiring_idx" ON "properties" USING btree ("expires_on") WHERE "properties"."status" = 'Approved' and "properties"."expires_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "property_images_position_key" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_status_history_property_idx" ON "property_status_history" USING btree ("property_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referrer_invitee_key" ON "referrals" USING btree ("referrer_id","invitee_email");--> statement-breakpoint
CREATE INDEX "referrals_invitee_email_idx" ON "referrals" USING btree ("invitee_email");--> statement-breakpoint
CREATE INDEX "requests_owner_idx" ON "requests" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_sender_idx" ON "requests" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenant_invitations_property_idx" ON "tenant_invitations" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "visit_events_created_brin" ON "visit_events" USING brin ("created_at");