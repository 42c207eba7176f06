import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { hasNul } from "../../domain/text.ts";

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxFields?: number;
  /** The files together; a body announcing more is refused before it is read. */
  maxTotalBytes?: number;
}

/** Why a multipart body was refused; nothing of it was kept. */
export class MultipartError extends Error {
  constructor(
    readonly problem: "file_too_large" | "too_many_files" | "too_large" | "malformed" | "aborted",
    /** The file being read when it was refused. */
    readonly filename?: string,
  ) {
    super(`Multipart body refused: ${problem}`);
    this.name = "MultipartError";
  }
}

/**
 * Reads a multipart/form-data request into memory with hard limits, so an oversized file is
 * refused while it streams in. A body cut off half-way (an interrupted upload) is an error:
 * callers keep nothing from it.
 */
export function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) return Promise.reject(new MultipartError("malformed"));
  const declared = Number(request.headers.get("content-length") ?? "0");
  // The multipart framing adds a little to the files' own bytes.
  if (limits.maxTotalBytes !== undefined && declared > limits.maxTotalBytes + 64 * 1024) return Promise.reject(new MultipartError("too_large"));

  return new Promise((resolve, reject) => {
    const fields = new Map<string, string[]>();
    const files: UploadedFile[] = [];
    let failed = false;
    let total = 0;
    const fail = (problem: MultipartError["problem"], filename?: string) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.resume();
      reject(new MultipartError(problem, filename));
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // Browsers send file names as raw UTF-8 (an Arabic or accented lease name), not Latin-1.
        defParamCharset: "utf8",
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: limits.maxFields ?? 200, fieldSize: 1_000_000 },
      });
    } catch {
      reject(new MultipartError("malformed"));
      return;
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

    // PostgreSQL's text cannot hold a NUL: a field or a file name (a file's stored title) with one is malformed.
    // A part without a name (busboy gives undefined) is malformed too: read as a string, it threw
    // in busboy's event and took the whole process down (the form fuzz found it).
    parser.on("field", (name: string | undefined, value) => {
      if (name === undefined || hasNul(name) || hasNul(value)) fail("malformed");
      else fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    parser.on("file", (field: string | undefined, stream, info) => {
      if (field === undefined || hasNul(field) || hasNul(info.filename ?? "")) fail("malformed");
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (failed) return;
        total += chunk.length;
        if (limits.maxTotalBytes !== undefined && total > limits.maxTotalBytes) fail("too_large");
        else chunks.push(chunk);
      });
      stream.on("limit", () => fail("file_too_large", info.filename));
      stream.on("end", () => {
        if (!failed && field !== undefined) files.push({ field, filename: info.filename ?? "", mimeType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    parser.on("filesLimit", () => fail("too_many_files"));
    parser.on("error", () => fail("malformed"));
    parser.on("close", () => {
      if (!failed) resolve({ fields, files });
    });
    source.on("error", () => fail("aborted"));
    source.pipe(parser);
  });
}
