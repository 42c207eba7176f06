import type { Request, Response } from "express";
import type { z } from "zod";

/**
 * The payload of an API call, or undefined after answering 400 with the first problem (a
 * malformed payload is the caller's error, never a 500).
 */
export function parsePayload<T extends z.ZodType>(schema: T, req: Request, res: Response): z.output<T> | undefined {
  // No body at all is an empty payload (a search with every default).
  const result = schema.safeParse(req.body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  res.status(400).json({
    success: false,
    error: { code: "invalid_payload", message: `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}` },
  });
  return undefined;
}
