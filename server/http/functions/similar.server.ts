import type { Request, Response } from "express";

/** Built in issue 5. */
export async function similarFunction(_req: Request, res: Response): Promise<void> {
  res.status(501).json({ success: false, error: { code: "not_implemented", message: "Not built yet" } });
}
