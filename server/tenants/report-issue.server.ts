import type { z } from "zod";
import type { issueReportSchema } from "../../domain/issue-reports.ts";
import { PHOTO_TYPES } from "../../domain/tenancy-files.ts";
import { issueFiles, issueReports } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { runtime } from "../runtime.server.ts";
import { requireTenancyWrite } from "./tenancy-access.server.ts";
import { type IncomingFile, withStoredFiles } from "./tenancy-files.server.ts";
import { linkedTenant, userRecipient } from "./tenant-recipient.server.ts";

export const MAX_ISSUE_PHOTOS = 5;

/**
 * SPEC.md §7 `issueReport` (PersonID, PropertyID, Issue): a problem reported for the linked tenant
 * `personId`, with its category, urgency and photos, saved open in one transaction with the photos'
 * rows. The tenant reports for themselves; the landlord may record what a tenant told them by
 * phone (decision 0029). When the tenant reports, the landlord gets a mail in their language.
 */
export async function reportIssue(
  callerId: string,
  propertyId: string,
  personId: string,
  report: z.output<typeof issueReportSchema>,
  photos: readonly IncomingFile[] = [],
): Promise<{ id: string }> {
  const access = await requireTenancyWrite(callerId, propertyId);
  const tenant = await linkedTenant(propertyId, personId);
  if (access.role === "tenant" && personId !== callerId) throw new AppError("forbidden");
  if (photos.length > MAX_ISSUE_PHOTOS) throw new AppError("invalid_payload", "photos");
  const issue = await withStoredFiles(propertyId, photos, PHOTO_TYPES, async (tx, stored) => {
    const [row] = await tx
      .insert(issueReports)
      .values({ propertyId, reportedBy: tenant.id, description: report.description, category: report.category, urgency: report.urgency })
      .returning({ id: issueReports.id });
    if (stored.length > 0) await tx.insert(issueFiles).values(stored.map((file) => ({ ...file, propertyId, userId: callerId, issueId: row!.id })));
    if (access.role === "tenant")
      await notify(tx, {
        userId: access.property.ownerId,
        kind: "issue_reported",
        subjectId: row!.id,
        propertyId,
        link: `/tenant/${propertyId}/issues#issue-${row!.id}`,
      });
    return { id: row!.id };
  });
  if (access.role === "tenant") {
    const landlord = await userRecipient(access.property.ownerId);
    if (landlord) {
      await queueMail({
        to: landlord.email,
        kind: "issue-reported",
        locale: landlord.locale,
        data: {
          name: landlord.firstName,
          senderName: tenant.name,
          listingTitle: access.property.title,
          detail: report.description,
          url: `${publicUrl(runtime().env)}/tenant/${propertyId}/issues#issue-${issue.id}`,
        },
      });
    }
  }
  return issue;
}
