import type { Request, Response } from "express";
import { isLocale } from "../../../domain/locale.ts";
import { sharePropertyPayloadSchema } from "../../../domain/share.ts";
import { AppError } from "../../errors.server.ts";
import { shareListing } from "../../listings/share-listing.server.ts";
import { parsePayload } from "./payload.server.ts";

/** `POST /api/functions/Share_Property` (SPEC.md §7): `{ Email, FullName, PropertyID }`. */
export async function sharePropertyFunction(req: Request, res: Response): Promise<void> {
  const payload = parsePayload(sharePropertyPayloadSchema, req, res);
  if (!payload) return;
  const locale = isLocale(res.locals.locale) ? res.locals.locale : "en";
  try {
    await shareListing(payload, { locale, clientAddress: req.ip ?? "unknown" });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.status(error.status).json({ success: false, error: { code: error.code, message: error.code === "not_found" ? "No public listing with this id" : "Too many shares, try again later" } });
    return;
  }
  res.json({ success: true });
}
