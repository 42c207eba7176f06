import { z } from "zod";
import { startupEventSchema } from "../../../domain/analytics.ts";

export const ipInput = startupEventSchema;
export const ipOutput = z.object({});
