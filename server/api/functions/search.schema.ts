import { z } from "zod";
import { searchParamsSchema } from "../../../domain/search-schema.ts";
import { searchResultSchema } from "../../../domain/search-result.ts";

export const searchInput = searchParamsSchema;
export const searchOutput = z.object({ properties: searchResultSchema });
