import type { Request, Response } from "express";
import type { SimilarAnswer } from "../../../domain/search-result.ts";
import { similarRequestSchema } from "../../../domain/similar.ts";
import { similarToListing } from "../../search/similar-listings.server.ts";
import { parsePayload } from "./payload.server.ts";

/** `POST /api/functions/similar` (SPEC.md §7): `{ search, geocode?, sort?, listing_type? }`. */
export async function similarFunction(req: Request, res: Response): Promise<void> {
  const payload = parsePayload(similarRequestSchema, req, res);
  if (!payload) return;
  const found = await similarToListing(payload);
  if (!found) {
    res.status(404).json({ success: false, error: { code: "not_found", message: "No public listing with this id" } });
    return;
  }
  const answer: SimilarAnswer = { results: found.results, count: found.results.length };
  res.json({ success: true, properties: answer });
}
