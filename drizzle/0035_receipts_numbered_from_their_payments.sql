-- Rent receipts are numbered like credit receipts: the last number of the series plus one, under a
-- lock held until the confirming transaction ends (server/money/receipt-number.server.ts), so the
-- per-account counter is no longer kept.
ALTER TABLE "accounts" DROP COLUMN "last_receipt_number";
