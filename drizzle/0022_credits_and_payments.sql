CREATE TABLE "plan_waits" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_positive";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_usd" numeric(18, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lbp_per_usd" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_periods" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "success_indicator" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_content_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_usd" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_waits" ADD CONSTRAINT "plan_waits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_waits" ADD CONSTRAINT "plan_waits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_waits" ADD CONSTRAINT "plan_waits_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_capped" CHECK ("payments"."refunded_usd" between 0 and "payments"."amount_usd");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_numbered" CHECK (("payments"."status" in ('confirmed', 'refunded')) = ("payments"."receipt_number" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 and "payments"."amount_usd" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK (status in ('pending', 'confirmed', 'failed', 'rejected', 'cancelled', 'refunded'));