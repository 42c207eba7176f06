import { z } from "zod";
import { sharePropertyPayloadSchema } from "../../../domain/share.ts";

export const sharePropertyInput = sharePropertyPayloadSchema;
export const sharePropertyOutput = z.object({});
