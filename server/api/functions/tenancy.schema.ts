import { z } from "zod";
import { ISSUE_CATEGORIES, ISSUE_TEXT_MAX, ISSUE_URGENCIES } from "../../../domain/issue-reports.ts";

const propertyId = z.uuid().describe("The rented listing's id");
const personId = z.uuid().describe("A tenant linked to the property");

export const notifyInput = z.strictObject({ PersonID: personId, PropertyID: propertyId });
export const successOutput = z.object({ result: z.literal("success") });

export const issueReportInput = z.strictObject({
  PersonID: personId.describe("The reporting tenant: the caller, or the tenant for whom their landlord records it"),
  PropertyID: propertyId,
  Issue: z.string().trim().min(1).max(ISSUE_TEXT_MAX).describe("What is wrong, in the tenant's words"),
  Category: z.enum(ISSUE_CATEGORIES).optional().describe("Defaults to other"),
  Urgency: z.enum(ISSUE_URGENCIES).optional().describe("Defaults to normal"),
});
export const issueReportOutput = successOutput.extend({ IssueID: z.uuid() });

export const filesByPropertyInput = z.strictObject({ PropertyID: propertyId });
export const filesByPropertyOutput = z.object({
  results: z.array(
    z
      .object({
        id: z.uuid(),
        File: z.string().describe("The authorised address the file is read at: it answers 404 to anyone but the landlord and the linked tenants"),
        FileName: z.string().describe("The uploaded name with special characters stripped (SPEC.md §5)"),
        ContentType: z.string(),
        Size: z.number().int().describe("Bytes"),
        User: z.uuid().describe("Who uploaded it"),
        Property: propertyId,
        createdAt: z.iso.datetime(),
      })
      .meta({ id: "TenancyFile" }),
  ),
  count: z.number().int(),
});
