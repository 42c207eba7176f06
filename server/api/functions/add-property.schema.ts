import { z } from "zod";
import { addPropertyPayloadSchema } from "../../../domain/add-property.ts";

export const addPropertyInput = addPropertyPayloadSchema;
export const addPropertyOutput = z.object({
  PropertyID: z.uuid(),
  Status: z.literal("Pending Approval").describe("SPEC.md §4 Create: an admin approves it before it is public"),
  Flag: z.literal("New"),
  path: z.string().describe("The listing's page on this site; its owner sees it while it is pending"),
});
