import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";

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
}

/** Why a multipart body was refused; nothing of it was kept. */
export class MultipartError extends Error {
  constructor(readonly problem: "file_too_large" | "too_many_files" | "malformed" | "aborted") {
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

  return new Promise((resolve, reject) => {
    const fields = new Map<string, string[]>();
    const files: UploadedFile[] = [];
    let failed = false;
    const fail = (problem: MultipartError["problem"]) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.resume();
      reject(new MultipartError(problem));
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: limits.maxFields ?? 200, fieldSize: 1_000_000 },
      });
    } catch {
      reject(new MultipartError("malformed"));
      return;
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

    parser.on("field", (name, value) => {
      fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail("file_too_large"));
      stream.on("end", () => {
        if (!failed) files.push({ field, filename: info.filename ?? "", mimeType: info.mimeType, data: Buffer.concat(chunks) });
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
