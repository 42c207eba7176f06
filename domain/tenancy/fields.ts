// The tenancy forms' shared fields: a calendar day, an amount in whole cents.
import { z } from "zod";
import { parseMinor } from "../money.ts";

export const isoDate = z.iso.date({ error: "tenancy.errors.dateInvalid" });
export const amount = (max: number) =>
  z.coerce.number({ error: "tenancy.errors.amountInvalid" }).positive("tenancy.errors.amountInvalid").max(max, "tenancy.errors.amountInvalid");
/** Whole cents at most: 0.001 would be stored as 0.00. */
export const inCents = (value: number) => parseMinor(value) !== null;
export const moneyField = (max: number) => amount(max).refine(inCents, "tenancy.errors.amountCents");
