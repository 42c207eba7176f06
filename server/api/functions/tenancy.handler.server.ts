import { absoluteUrl } from "../json-values.server.ts";
import { notifyInspectionStart } from "../../tenants/notify-inspection-start.server.ts";
import { reportIssue } from "../../tenants/report-issue.server.ts";
import { listTenancyFiles } from "../../tenants/tenancy-files.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_ID, EXAMPLE_TENANT } from "./examples.ts";
import { filesByPropertyInput, filesByPropertyOutput, issueReportInput, issueReportOutput, notifyInput, successOutput } from "./tenancy.schema.ts";

const TAG = "Tenancy";

export const inspectionStartNotify = defineFunction({
  name: "inspectionStartNotify",
  tag: TAG,
  summary: "Tell a tenant the latest inspection is ready",
  description:
    "SPEC.md §7: the landlord mails a linked tenant (`PersonID`) in the tenant's language that the property's latest inspection is ready to acknowledge. Refused (409 `inspection_missing`) before any inspection is recorded; 404 for anyone but the landlord or a person not linked to the property.",
  access: "signed-in",
  input: notifyInput,
  output: successOutput,
  example: { input: { PersonID: EXAMPLE_TENANT.id, PropertyID: EXAMPLE_LISTING_ID }, output: { result: "success" } },
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  async handler(input, { caller }) {
    await notifyInspectionStart(caller.id, input.PropertyID, input.PersonID);
    return { result: "success" as const };
  },
});

export const issueReport = defineFunction({
  name: "issueReport",
  tag: TAG,
  summary: "Report an issue with a rented property",
  description:
    "SPEC.md §7: a linked tenant reports a problem (`Issue`, with an optional `Category` and `Urgency`); it opens in the property's issues, and the landlord gets a mail. The landlord may record one for a tenant who told them by phone (then no mail). Photos are added from the web page. 404 for anyone else.",
  access: "signed-in",
  idempotent: true,
  input: issueReportInput,
  output: issueReportOutput,
  example: {
    input: { PersonID: EXAMPLE_TENANT.id, PropertyID: EXAMPLE_LISTING_ID, Issue: "The kitchen tap leaks under the sink.", Category: "plumbing", Urgency: "normal" },
    output: { result: "success", IssueID: "0e6a4b1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b" },
  },
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  async handler(input, { caller }) {
    const issue = await reportIssue(caller.id, input.PropertyID, input.PersonID, {
      description: input.Issue,
      category: input.Category ?? "other",
      urgency: input.Urgency ?? "normal",
    });
    return { result: "success" as const, IssueID: issue.id };
  },
});

function filesFunction(shelf: "legal" | "inspection") {
  return defineFunction({
    name: shelf === "legal" ? "legalFiles" : "inspectionFiles",
    tag: TAG,
    summary: shelf === "legal" ? "A property's legal files" : "A property's inspection files",
    description: `SPEC.md §7 "${shelf} files by property", newest first: ${
      shelf === "legal" ? "lease contracts, IDs and receipts" : "inspection reports (an area's photos come with its inspection)"
    }, for the landlord and the linked tenants only (404 for anyone else). Each file is read at its \`File\` address with the same session.`,
    access: "signed-in",
    input: filesByPropertyInput,
    output: filesByPropertyOutput,
    example: {
      input: { PropertyID: EXAMPLE_LISTING_ID },
      output: {
        results: [
          {
            id: "3b8f5c2a-6d1e-4f7a-9c0b-2e4d6f8a1c3e",
            File: `http://localhost:3000/resources/tenancy-files/${shelf}/3b8f5c2a-6d1e-4f7a-9c0b-2e4d6f8a1c3e`,
            FileName: shelf === "legal" ? "Lease contract 2026.pdf" : "Move-in report.pdf",
            ContentType: "application/pdf",
            Size: 482_133,
            User: EXAMPLE_TENANT.id,
            Property: EXAMPLE_LISTING_ID,
            createdAt: "2026-11-24T09:30:00.000Z",
          },
        ],
        count: 1,
      },
    },
    async handler(input, { caller }) {
      const files = await listTenancyFiles(caller.id, input.PropertyID, shelf);
      return {
        results: files.map((file) => ({
          id: file.id,
          File: absoluteUrl(file.url),
          FileName: file.fileName,
          ContentType: file.contentType,
          Size: file.sizeBytes,
          User: file.uploadedBy,
          Property: input.PropertyID,
          createdAt: file.createdAt,
        })),
        count: files.length,
      };
    },
  });
}

export const legalFilesByProperty = filesFunction("legal");
export const inspectionFilesByProperty = filesFunction("inspection");
