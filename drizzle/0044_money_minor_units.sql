-- Money in whole minor units (decision 0082): every numeric(18,2) amount of a rent account, its
-- charges and payments, plan payments' dollar amounts and the credit ledger becomes a bigint of
-- hundredths of its currency (cents; piastres for LBP, as domain/money.ts counts them). Times 100
-- is exact on numeric(18,2), so every stored value is kept.
ALTER TABLE "accounts" ALTER COLUMN "rent_amount" SET DATA TYPE bigint USING ("rent_amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "deposit" SET DATA TYPE bigint USING ("deposit" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "deposit_returned" SET DATA TYPE bigint USING ("deposit_returned" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "deposit_kept" SET DATA TYPE bigint USING ("deposit_kept" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "amount_usd" SET DATA TYPE bigint USING ("amount_usd" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_usd" SET DATA TYPE bigint USING ("amount_usd" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_usd" SET DATA TYPE bigint USING ("refunded_usd" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "rent_charges" ALTER COLUMN "amount" SET DATA TYPE bigint USING ("amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "rent_payments" ALTER COLUMN "amount" SET DATA TYPE bigint USING ("amount" * 100)::bigint;