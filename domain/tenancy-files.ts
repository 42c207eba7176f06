// Files of a tenancy (issue 16, decision 0029): leases, IDs, receipts, inspection reports and
// photos. What a file may be is decided here, from its bytes and its name, without I/O.
import { z } from "zod";

/** 20 MB: a scanned lease of a dozen pages fits, a video does not. */
export const MAX_TENANCY_FILE_BYTES = 20 * 1024 * 1024;

export const TENANCY_FILE_TYPES = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
} as const;
export type TenancyFileType = keyof typeof TENANCY_FILE_TYPES;

export const PHOTO_TYPES: readonly TenancyFileType[] = ["jpeg", "png", "webp"];
export const DOCUMENT_TYPES: readonly TenancyFileType[] = ["pdf", ...PHOTO_TYPES];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The file's type read from its first bytes (never its name or the browser's claim), or null. */
export function detectTenancyFileType(bytes: Uint8Array): TenancyFileType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

export const FILE_NAME_MAX = 120;
const FALLBACK_NAME = "file";

/**
 * SPEC.md §5 "Legal file names have special characters stripped": letters of any script, digits,
 * spaces, dots, hyphens and underscores stay; everything else goes. Runs of spaces become one,
 * the name never starts with a dot or a space, never holds "..", and the extension is the one its
 * content was read as (`type`), so `Lease <final>?.PDF` read as a PDF becomes `Lease final.pdf`.
 */
export function cleanFileName(original: string, type: TenancyFileType): string {
  const extension = TENANCY_FILE_TYPES[type].extension;
  const withoutExtension = original.normalize("NFC").replace(/\.[\p{L}\p{N}]{1,8}$/u, "");
  const base = withoutExtension
    .replace(/[^\p{L}\p{M}\p{N} ._-]/gu, "")
    .replace(/\s+/gu, " ")
    .replace(/\.{2,}/gu, ".")
    .replace(/^[ .]+|[ .]+$/gu, "")
    .slice(0, FILE_NAME_MAX - extension.length - 1)
    .replace(/[ .]+$/u, "");
  return `${base || FALLBACK_NAME}.${extension}`;
}

/** A stored file as the tenancy screens list it, with the address that serves it to those who may read it. */
export const tenancyFileViewSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedBy: z.uuid(),
  createdAt: z.iso.datetime(),
  url: z.string(),
});
export type TenancyFileView = z.infer<typeof tenancyFileViewSchema>;
