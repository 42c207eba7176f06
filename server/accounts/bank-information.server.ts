import { eq } from "drizzle-orm";
import { ibanLastFour } from "../../domain/iban.ts";
import type { BankInformationInput } from "../../domain/settings.ts";
import { encryptSecret } from "../crypto/secret-box.server.ts";
import { bankInformations } from "../db/schema.ts";
import { db, runtime } from "../runtime.server.ts";

const IBAN_PURPOSE = "bank-iban";

/** The landlord's own bank details; the IBAN only as its last four digits. */
export async function findBankInformation(userId: string) {
  const [row] = await db()
    .select({
      firstName: bankInformations.firstName,
      lastName: bankInformations.lastName,
      address: bankInformations.address,
      city: bankInformations.city,
      bank: bankInformations.bank,
      branch: bankInformations.branch,
      iban4: bankInformations.iban4,
      swiftCode: bankInformations.swiftCode,
    })
    .from(bankInformations)
    .where(eq(bankInformations.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Saves the signed-in user's bank details, the IBAN encrypted at rest. */
export async function saveBankInformation(userId: string, input: BankInformationInput): Promise<void> {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    address: input.address,
    city: input.city,
    bank: input.bank,
    branch: input.branch,
    swiftCode: input.swiftCode,
    ibanEncrypted: encryptSecret(input.iban, runtime().secret, IBAN_PURPOSE),
    iban4: ibanLastFour(input.iban),
  };
  await db()
    .insert(bankInformations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankInformations.userId, set: values });
}
