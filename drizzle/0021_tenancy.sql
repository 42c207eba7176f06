CREATE TABLE "rent_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_on" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"unit" text NOT NULL,
	"due_reminder_sent_at" timestamp with time zone,
	"overdue_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_charges_unit_known" CHECK (unit in ('USD', 'LBP'))
);
--> statement-breakpoint
CREATE TABLE "rent_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"unit" text NOT NULL,
	"lbp_per_usd" numeric(14, 2),
	"method" text NOT NULL,
	"cheque_number" text,
	"cheque_date" date,
	"note" text DEFAULT '' NOT NULL,
	"proof_key" text,
	"proof_content_type" text,
	"receipt_number" integer,
	"recorded_by" uuid NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_payments_status_known" CHECK (status in ('confirmed', 'declared', 'rejected')),
	CONSTRAINT "rent_payments_unit_known" CHECK (unit in ('USD', 'LBP')),
	CONSTRAINT "rent_payments_method_known" CHECK (method in ('cash', 'bank_transfer', 'omt', 'whish', 'cheque')),
	CONSTRAINT "rent_payments_amount_positive" CHECK ("rent_payments"."amount" > 0),
	CONSTRAINT "rent_payments_receipt_when_confirmed" CHECK (("rent_payments"."status" = 'confirmed') = ("rent_payments"."receipt_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "tenancy_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenancy_notices_kind_known" CHECK (kind in ('lease_start', 'inspection_start', 'rent_due', 'rent_overdue', 'tenancy_ended'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "due_day" smallint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deposit" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_receipt_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rent_charges" ADD CONSTRAINT "rent_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_charges_account_period_key" ON "rent_charges" USING btree ("account_id","period_start");--> statement-breakpoint
CREATE INDEX "rent_charges_due_idx" ON "rent_charges" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "rent_payments_account_idx" ON "rent_payments" USING btree ("account_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_payments_receipt_key" ON "rent_payments" USING btree ("account_id","receipt_number");--> statement-breakpoint
CREATE INDEX "tenancy_notices_property_idx" ON "tenancy_notices" USING btree ("property_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_frequency_known" CHECK ("accounts"."payment_frequency" is null or "accounts"."payment_frequency" in ('monthly', 'quarterly', 'yearly'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_due_day_range" CHECK ("accounts"."due_day" is null or "accounts"."due_day" between 1 and 31);