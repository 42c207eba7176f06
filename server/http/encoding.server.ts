import type { Request } from "express";

export type SentEncoding = "br" | "gzip" | "identity";

/**
 * The encoding to send a client, among those at hand: Brotli whenever it takes it (negotiation alone
 * would pick gzip, which browsers list first), then gzip, then the bytes as they are.
 */
export function sentEncoding(req: Request, available: readonly SentEncoding[]): SentEncoding {
  for (const encoding of ["br", "gzip"] as const) {
    if (available.includes(encoding) && req.acceptsEncodings(encoding)) return encoding;
  }
  return "identity";
}
