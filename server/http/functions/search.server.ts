import type { Request, Response } from "express";
import { searchParamsSchema } from "../../../domain/search.ts";
import { recordImpressions } from "../../search/record-impressions.server.ts";
import { searchListings } from "../../search/search-listings.server.ts";
import { parsePayload } from "./payload.server.ts";

/**
 * SPEC.md §7 `search` over HTTP: the spec's payload (page, owner, search, sort, listing_type and
 * the filters of domain/search.ts) → `{ success, properties: { results, count } }`. A payload
 * that does not fit answers 400 with the first problem, never 500.
 */
export async function searchFunction(req: Request, res: Response): Promise<void> {
  const payload = parsePayload(searchParamsSchema, req, res);
  if (!payload) return;
  const found = await searchListings(payload);
  recordImpressions(
    found.results.map((listing) => listing.id),
    req.get("user-agent"),
  );
  res.json({ success: true, properties: found });
}
