import { sql } from "drizzle-orm";
import { properties } from "../db/schema.ts";

/**
 * DESIGN.md's public listing in SQL (the same rule as `isPublic` in domain/lifecycle.ts). The first
 * three terms are written exactly as the partial indexes' predicate, so the planner can use them.
 */
export const publicListing = sql`${properties.status} = 'Approved' and ${properties.visible} and not ${properties.isDeleted} and (${properties.expiresOn} is null or ${properties.expiresOn} > now())`;
