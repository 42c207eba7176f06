CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_email" text NOT NULL,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	CONSTRAINT "admin_audit_kind_known" CHECK (kind in ('listing_approved', 'listing_rejected', 'listing_changed', 'payment_confirmed', 'payment_rejected', 'payment_refunded', 'credits_adjusted', 'promo_created', 'promo_paused', 'promo_resumed', 'role_granted', 'role_revoked', 'owner_verified', 'owner_unverified', 'exchange_rate_set', 'plan_updated', 'setting_updated', 'report_resolved', 'report_dismissed')),
	CONSTRAINT "admin_audit_record_type_known" CHECK (record_type in ('listing', 'payment', 'user', 'promo_code', 'exchange_rate', 'plan', 'setting', 'report'))
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_kind_idx" ON "admin_audit" USING btree ("kind","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_record_idx" ON "admin_audit" USING btree ("record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_admin_idx" ON "admin_audit" USING btree ("admin_id","at" DESC NULLS LAST);--> statement-breakpoint
-- Append-only (decision 0065): a row once written is never changed or removed, whatever the code
-- asks. A restore (session_replication_role = replica) does not fire triggers and so may refill it.
CREATE FUNCTION "admin_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_append_only" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "admin_audit_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "admin_audit" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_refuse_change"();
