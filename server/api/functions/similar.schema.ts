import { z } from "zod";
import { similarAnswerSchema } from "../../../domain/search-result.ts";
import { similarRequestSchema } from "../../../domain/similar.ts";

export const similarInput = similarRequestSchema;
export const similarOutput = z.object({ properties: similarAnswerSchema });
