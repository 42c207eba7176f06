import { z } from "zod";
import { similarAskingRequestSchema, similarAskingSchema } from "../../../domain/market.ts";

export const similarAskingInput = similarAskingRequestSchema;
export const similarAskingOutput = z.object({ similar: similarAskingSchema.nullable().describe("Null when no such group rests on enough listings") });
