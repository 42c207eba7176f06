import { DOCUMENT_TYPES } from "../../domain/tenancy-files.ts";
import { inspectionFiles, legalFiles } from "../db/schema.ts";
import { requireTenancyWrite } from "./tenancy-access.server.ts";
import type { TenancyFileView } from "../../domain/tenancy-files.ts";
import { fileView, type IncomingFile, withStoredFiles } from "./tenancy-files.server.ts";

/**
 * A legal file (lease, ID, receipt) or an inspection report, uploaded by the landlord or a linked
 * tenant: a PDF or a photo by its content, 20 MB at most, its name stripped (SPEC.md §5), kept in
 * the private storage.
 */
export async function uploadTenancyFile(userId: string, propertyId: string, shelf: "legal" | "inspection", incoming: IncomingFile): Promise<TenancyFileView> {
  await requireTenancyWrite(userId, propertyId);
  const table = shelf === "legal" ? legalFiles : inspectionFiles;
  return withStoredFiles(propertyId, [incoming], DOCUMENT_TYPES, async (tx, [stored]) => {
    const [row] = await tx
      .insert(table)
      .values({ propertyId, userId, ...stored! })
      .returning();
    return fileView(shelf, row!);
  });
}
