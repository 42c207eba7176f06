import { respondToInspection as answerInspection } from "../../tenants/inspection-responses.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_INSPECTION_ID, EXAMPLE_LISTING_ID, EXAMPLE_PASSWORD, EXAMPLE_TENANT } from "./examples.ts";
import { respondToInspectionInput, respondToInspectionOutput } from "./inspection-answers.schema.ts";

export const respondToInspection = defineFunction({
  name: "respondToInspection",
  tag: "Tenancies",
  summary: "A tenant acknowledges or comments on an area of an inspection",
  description:
    "The Inspections tab's answer: a linked tenant acknowledges one `area` as recorded, comments on it (`comment`, up to the note's length), or both; at least one of the two. Answering the same area again replaces the earlier answer. An inspection of an earlier tenancy is not this tenant's (404). Only the property's current tenants: its landlord is refused (403), a former tenant gets 409 `tenancy_ended`, anyone else 404.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended"],
  input: respondToInspectionInput,
  output: respondToInspectionOutput,
  exampleCaller: { email: EXAMPLE_TENANT.email, password: EXAMPLE_PASSWORD },
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, InspectionID: EXAMPLE_INSPECTION_ID, area: "Kitchen", acknowledged: true, comment: "The oven door is loose." },
    output: { result: "success" },
  },
  async handler({ PropertyID, InspectionID, ...answer }, { caller }) {
    await answerInspection(caller.id, PropertyID, InspectionID, answer);
    return { result: "success" as const };
  },
});
