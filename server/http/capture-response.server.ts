import type { Response } from "express";

/** Runs `run` as the response's head is about to go out: after the route set its status and headers. */
export function beforeHead(res: Response, run: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    run();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/**
 * Hands over the body as it was sent, once sent whole (not when the client went away). Kept from
 * the first piece on: whether it is wanted may be known only once its head is written.
 */
export function captureBody(res: Response, sent: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  res.once("finish", () => sent(Buffer.concat(chunks)));
}
