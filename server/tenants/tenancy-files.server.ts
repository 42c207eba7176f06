import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import {
  cleanFileName,
  detectTenancyFileType,
  MAX_TENANCY_FILE_BYTES,
  TENANCY_FILE_TYPES,
  type TenancyFileType,
  type TenancyFileView,
} from "../../domain/tenancy-files.ts";
import type { Executor } from "../db/client.server.ts";
import { inspectionFiles, issueFiles, legalFiles } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db, privateStorage } from "../runtime.server.ts";
import { maySeeRecord, requireTenancyAccess, seenRecords, type TenancyAccess } from "./tenancy-access.server.ts";

/** The three tables of tenancy files; a file's URL names its shelf and id. */
export const FILE_SHELVES = { legal: legalFiles, inspection: inspectionFiles, issue: issueFiles } as const;
export type FileShelf = keyof typeof FILE_SHELVES;

export function isFileShelf(value: string): value is FileShelf {
  return Object.hasOwn(FILE_SHELVES, value);
}

/** The one address a tenancy file is read at: the authorised route (app/routes/resources/tenancy-file.ts). */
export function tenancyFileUrl(shelf: FileShelf, fileId: string): string {
  return `/resources/tenancy-files/${shelf}/${fileId}`;
}

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/** A file checked and written to the private storage, waiting for its row. */
export interface StoredFile {
  file: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** Size and content first (never the name or the browser's type); then the name is cleaned. */
export function checkTenancyFile(incoming: IncomingFile, allowed: readonly TenancyFileType[]): { type: TenancyFileType; fileName: string } {
  if (incoming.data.length > MAX_TENANCY_FILE_BYTES) throw new AppError("tenancy_file_too_large");
  const type = detectTenancyFileType(incoming.data);
  if (!type || !allowed.includes(type)) throw new AppError("tenancy_file_rejected");
  return { type, fileName: cleanFileName(incoming.filename, type) };
}

/**
 * Checks every file, then writes them to the private storage under fresh keys. The caller inserts
 * their rows in its transaction and calls `discardStoredFiles` if that fails, so a refused or
 * rolled-back upload leaves nothing behind.
 */
export async function storeTenancyFiles(propertyId: string, incoming: readonly IncomingFile[], allowed: readonly TenancyFileType[]): Promise<StoredFile[]> {
  const checked = incoming.map((file) => ({ ...checkTenancyFile(file, allowed), data: file.data }));
  const stored: StoredFile[] = [];
  try {
    for (const { type, fileName, data } of checked) {
      const { contentType, extension } = TENANCY_FILE_TYPES[type];
      const key = `tenancy/${propertyId}/${randomUUID()}.${extension}`;
      await privateStorage().put(key, data, contentType);
      stored.push({ file: key, fileName, contentType, sizeBytes: data.length });
    }
  } catch (error) {
    await discardStoredFiles(stored);
    throw error;
  }
  return stored;
}

export async function discardStoredFiles(stored: readonly StoredFile[]): Promise<void> {
  await Promise.all(stored.map((file) => privateStorage().delete(file.file)));
}

/** Stores the files and runs `insertRows` in one transaction with them; on failure the files go. */
export async function withStoredFiles<T>(
  propertyId: string,
  incoming: readonly IncomingFile[],
  allowed: readonly TenancyFileType[],
  insertRows: (tx: Executor, stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored = await storeTenancyFiles(propertyId, incoming, allowed);
  try {
    return await db().transaction((tx) => insertRows(tx, stored));
  } catch (error) {
    await discardStoredFiles(stored);
    throw error;
  }
}

type FileRow = { id: string; fileName: string; contentType: string; sizeBytes: number; userId: string; createdAt: Date };

export function fileView(shelf: FileShelf, row: FileRow): TenancyFileView {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedBy: row.userId,
    createdAt: row.createdAt.toISOString(),
    url: tenancyFileUrl(shelf, row.id),
  };
}

const listedColumns = (table: (typeof FILE_SHELVES)[FileShelf]) => ({
  id: table.id,
  fileName: table.fileName,
  contentType: table.contentType,
  sizeBytes: table.sizeBytes,
  userId: table.userId,
  createdAt: table.createdAt,
});

/**
 * A shelf's files on a property that `access` may see, newest first (reports only for
 * inspections: an area's photos come with its inspection).
 */
async function filesOn(access: TenancyAccess, shelf: "legal" | "inspection"): Promise<TenancyFileView[]> {
  const table = FILE_SHELVES[shelf];
  const rows = await db()
    .select(listedColumns(table))
    .from(table)
    .where(
      and(eq(table.propertyId, access.property.id), shelf === "inspection" ? isNull(inspectionFiles.area) : undefined, seenRecords(access, table.createdAt)),
    )
    .orderBy(desc(table.createdAt));
  return rows.map((row) => fileView(shelf, row));
}

/** SPEC.md §7 "legal and inspection files by property", for the landlord and the linked tenants only. */
export async function listTenancyFiles(userId: string, propertyId: string, shelf: "legal" | "inspection"): Promise<TenancyFileView[]> {
  return filesOn(await requireTenancyAccess(userId, propertyId), shelf);
}

/** The files screen: who the viewer is, and both shelves. */
export async function tenancyFilesPage(userId: string, propertyId: string) {
  const access = await requireTenancyAccess(userId, propertyId);
  const [legal, inspection] = await Promise.all([filesOn(access, "legal"), filesOn(access, "inspection")]);
  return { role: access.role, title: access.property.title, legal, inspection };
}

/**
 * One file's bytes for `userId`, checked on every read: the property's landlord or one of its
 * linked tenants (former ones too, for the files added before their tenancy ended). Anyone else,
 * a wrong shelf and an unknown id answer the same not_found.
 */
export async function readTenancyFile(userId: string, shelf: FileShelf, fileId: string) {
  const table = FILE_SHELVES[shelf];
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw new AppError("not_found");
  const [row] = await db()
    .select({ propertyId: table.propertyId, file: table.file, fileName: table.fileName, contentType: table.contentType, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.id, fileId));
  if (!row) throw new AppError("not_found");
  if (!maySeeRecord(await requireTenancyAccess(userId, row.propertyId), row.createdAt)) throw new AppError("not_found");
  const body = await privateStorage().get(row.file);
  if (!body) throw new AppError("not_found");
  return { body, fileName: row.fileName, contentType: row.contentType };
}
