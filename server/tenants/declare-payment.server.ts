import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { type PaymentInput, PROOF_MAX_BYTES } from "../../domain/tenancy.ts";
import { detectTenancyFileType, TENANCY_FILE_TYPES } from "../../domain/tenancy-files.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, privateStorage, runtime } from "../runtime.server.ts";
import { applyRentPaymentMoveIn } from "./apply-rent-payment-move.server.ts";
import { paymentColumns } from "./record-payment.server.ts";
import { accountOfTenant } from "./tenant-account.server.ts";
import { requireTenancyAccess } from "./tenancy-access.server.ts";

/**
 * A tenant declares a payment with its proof (a photo or a PDF, checked by its bytes, stored
 * privately); the landlord is mailed and confirms or rejects it. A former tenant only reads.
 */
export async function declarePayment(tenantId: string, propertyId: string, payment: PaymentInput, proof: Uint8Array): Promise<{ id: string }> {
  const access = await requireTenancyAccess(tenantId, propertyId);
  if (access.role === "former-tenant") throw new AppError("tenancy_ended");
  if (access.role !== "tenant") throw new AppError("not_found");
  if (proof.byteLength > PROOF_MAX_BYTES) throw new AppError("file_too_large");
  const type = detectTenancyFileType(proof);
  if (!type) throw new AppError("proof_rejected");
  const { contentType, extension } = TENANCY_FILE_TYPES[type];
  const key = `payment-proofs/${propertyId}/${randomUUID()}.${extension}`;
  await privateStorage().put(key, Buffer.from(proof), contentType);
  try {
    const created = await db().transaction(async (tx) => {
      const account = await accountOfTenant(tx, propertyId, tenantId, true);
      const { id } = await applyRentPaymentMoveIn(tx, {
        move: "declare",
        by: "tenant",
        payment: { ...(await paymentColumns(tx, payment, account)), proofKey: key, proofContentType: contentType, recordedBy: tenantId },
      });
      return { id };
    });
    const people = await db()
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, access.property.ownerId));
    const [tenant] = await db().select({ name: users.name }).from(users).where(eq(users.id, tenantId));
    const landlord = people[0];
    if (landlord)
      await queueMail({
        to: landlord.email,
        kind: "payment-declared",
        locale: isLocale(landlord.locale) ? landlord.locale : "en",
        data: {
          name: landlord.name,
          url: `${publicUrl(runtime().env)}/tenant/${propertyId}/rent`,
          senderName: tenant?.name ?? "",
          listingTitle: access.property.title,
          amount: payment.amount,
          currency: payment.unit,
        },
      });
    return created;
  } catch (error) {
    await privateStorage().delete(key);
    throw error;
  }
}
