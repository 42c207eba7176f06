ALTER TABLE "rent_payments" DROP CONSTRAINT "rent_payments_method_known";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deposit_returned" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deposit_kept" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deposit_kept_reason" text;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_method_known" CHECK (method in ('cash', 'bank_transfer', 'omt', 'whish', 'cheque', 'deposit'));