import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { MultipartError, readMultipart } from "../http/multipart.server.ts";
import { localStorage, type FileStorage } from "../media/storage.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { paymentFor } from "./find-payments.server.ts";

export const PROOF_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Proofs are private: on disk under DATA_DIR/private (outside the /media folder the server serves);
 * in a bucket under `private/`, which /media refuses and the bucket's public policy must exclude.
 */
function proofStorage(): FileStorage {
  const { env, storage } = runtime();
  return env.S3_BUCKET ? storage : localStorage(env.DATA_DIR);
}

/** What the file is, read from its first bytes (its name and declared type are the sender's word). */
export function proofKind(data: Buffer): { contentType: string; extension: string } | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => data[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", extension: "png" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return { contentType: "image/webp", extension: "webp" };
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: "application/pdf", extension: "pdf" };
  return null;
}

/** The payer attaches a proof (photo or PDF of the receipt) to their pending manual payment; a new one replaces it. */
export async function attachPaymentProof(userId: string, paymentId: string, data: Buffer): Promise<void> {
  const kind = proofKind(data);
  if (!kind || data.length > PROOF_MAX_BYTES) throw new AppError("proof_rejected");
  const [payment] = await db()
    .select({ proofKey: payments.proofKey, status: payments.status, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw new AppError("not_found");
  if (payment.status !== "pending" || payment.provider !== "manual") throw new AppError("payment_not_pending");
  const key = `private/payment-proofs/${paymentId}/${randomUUID()}.${kind.extension}`;
  await proofStorage().put(key, data, kind.contentType);
  const updated = await db()
    .update(payments)
    .set({ proofKey: key, proofContentType: kind.contentType })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  if (updated.length === 0) {
    await proofStorage().delete(key);
    throw new AppError("payment_not_pending");
  }
  if (payment.proofKey) await proofStorage().delete(payment.proofKey);
}

/** The proof from a multipart form (field `proof`, one file, read with hard limits while it streams). */
export async function receivePaymentProof(userId: string, paymentId: string, request: Request): Promise<void> {
  let file: Buffer | undefined;
  try {
    const body = await readMultipart(request, { maxFileBytes: PROOF_MAX_BYTES, maxFiles: 1, maxFields: 2 });
    file = body.files.find((candidate) => candidate.field === "proof")?.data;
  } catch (error) {
    if (error instanceof MultipartError) throw new AppError("proof_rejected");
    throw error;
  }
  if (!file?.length) throw new AppError("proof_rejected");
  await attachPaymentProof(userId, paymentId, file);
}

/** The proof, for its payer or an admin only. */
export async function paymentProof(viewerId: string, paymentId: string): Promise<{ data: Buffer; contentType: string }> {
  await paymentFor(viewerId, paymentId);
  const [row] = await db().select({ key: payments.proofKey, contentType: payments.proofContentType }).from(payments).where(eq(payments.id, paymentId));
  const data = row?.key ? await proofStorage().get(row.key) : null;
  if (!row?.contentType || !data) throw new AppError("not_found");
  return { data, contentType: row.contentType };
}
