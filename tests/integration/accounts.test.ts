import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { findBankInformation, saveBankInformation } from "../../server/accounts/bank-information.server.ts";
import { deleteAccount } from "../../server/accounts/delete-account.server.ts";
import { makeAdmin } from "../../server/accounts/make-admin.server.ts";
import { decryptSecret } from "../../server/crypto/secret-box.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { authAccounts, bankInformations, payments, properties, propertyStatusHistory, rateLimits, userRoles, users } from "../../server/db/schema.ts";
import { queueMail } from "../../server/mail/queue-mail.server.ts";
import { outboxTransport, readOutbox, smtpTransport } from "../../server/mail/transport.server.ts";
import { db, runtime } from "../../server/runtime.server.ts";
import { withLimitsOn } from "../support/env.ts";
import { allowAccountAttempt } from "../../server/security/rate-limit.server.ts";
import { enqueue } from "../../server/jobs/define-job.server.ts";
import { purgeRateLimitsJob } from "../../server/security/purge-rate-limits.job.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

const bank = (iban: string) => ({ firstName: "Rami", lastName: "Haddad", address: "", city: "Beirut", bank: "Bank Audi", branch: "", iban, swiftCode: "" });

describe("rate limits", () => {
  const rule = { max: 3, windowSeconds: 900 };

  it("limits attempts per email, whatever the address", () =>
    withLimitsOn(async () => {
      const results = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        results.push(await allowAccountAttempt("sign-in", `10.0.0.${attempt}`, "target@example.com", rule));
      }
      expect(results).toEqual([true, true, true, false, false]);
    }));

  it("limits attempts per address, across emails, at a ceiling a carrier NAT's crowd stays under (decision 0044)", () =>
    withLimitsOn(async () => {
      const results = [];
      for (let attempt = 0; attempt < 102; attempt += 1) {
        results.push(await allowAccountAttempt("reset", "192.0.2.7", `person${attempt}@example.com`, rule));
      }
      expect(results.filter(Boolean)).toHaveLength(100);
      expect(results.slice(100)).toEqual([false, false]);
    }));

  it("opens again when the window has passed", () =>
    withLimitsOn(async () => {
      for (let attempt = 0; attempt < 4; attempt += 1) await allowAccountAttempt("resend", "192.0.2.8", "again@example.com", rule);
      expect(await allowAccountAttempt("resend", "192.0.2.8", "again@example.com", rule)).toBe(false);
      await db()
        .update(rateLimits)
        .set({ windowStartedAt: sql`now() - interval '1 hour'` });
      expect(await allowAccountAttempt("resend", "192.0.2.8", "again@example.com", rule)).toBe(true);
    }));

  it("forgets, in a nightly job, the counts whose window is over for every rule, and only those", () =>
    withLimitsOn(async () => {
      expect(purgeRateLimitsJob.cron).toBeDefined();
      await allowAccountAttempt("sign-up", "198.51.100.1", "old@example.com", rule);
      await allowAccountAttempt("sign-up", "198.51.100.2", "recent@example.com", rule);
      const old = ["sign-up:ip:198.51.100.1", "sign-up:email:old@example.com"];
      const recent = ["sign-up:ip:198.51.100.2", "sign-up:email:recent@example.com"];
      await db()
        .update(rateLimits)
        .set({ windowStartedAt: sql`now() - interval '3 days'` })
        .where(inArray(rateLimits.key, old));
      await db()
        .update(rateLimits)
        .set({ windowStartedAt: sql`now() - interval '1 day'` })
        .where(inArray(rateLimits.key, recent));
      // Through the queue, as the schedule runs it.
      await enqueue(purgeRateLimitsJob, {});
      const left = () =>
        db()
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(inArray(rateLimits.key, [...old, ...recent]));
      await vi.waitFor(async () => expect((await left()).map((row) => row.key).sort()).toEqual([...recent].sort()), { timeout: 15_000, interval: 200 });
    }));
});

describe("mail", () => {
  it("goes out from the job queue to a real SMTP server, in the user's language", async () => {
    await queueMail({
      to: "nour@example.com",
      kind: "verify-email",
      locale: "ar",
      data: { name: "نور", url: "http://localhost:3000/activate?token=abc", expiresInHours: 24 },
    });
    const mail = await smtp.waitFor("nour@example.com", /./);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain("http://localhost:3000/activate?token=abc");
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  });

  it("without SMTP, lands in the outbox folder a newcomer can read", async () => {
    const folder = `${process.env.TMPDIR ?? "/tmp"}/beitna-outbox-${Date.now()}`;
    const transport = outboxTransport(folder, "Beitna <no-reply@beitna.test>");
    await transport.send({ to: "a@example.com", subject: "Hello", html: "<p>Hi</p>", text: "Hi http://x.test/link" });
    const [entry] = await readOutbox(folder);
    expect(entry).toMatchObject({ to: "a@example.com", subject: "Hello", text: "Hi http://x.test/link" });
  });
});

describe("bank details", () => {
  it("are stored encrypted, shown by their last four digits, and only ever the owner's", async () => {
    const owner = await createUser(db());
    const other = await createUser(db());
    await saveBankInformation(owner.id, bank("LB620999000000010019012291" + "14"));
    expect(await findBankInformation(other.id)).toBeNull();
    expect(await findBankInformation(owner.id)).toMatchObject({ bank: "Bank Audi", iban4: "9114" });
    expect(await findBankInformation(owner.id)).not.toHaveProperty("ibanEncrypted");

    await saveBankInformation(other.id, bank("FR1420041010050500013M02606"));
    const [stored] = await db().select().from(bankInformations).where(eq(bankInformations.userId, owner.id));
    expect(stored!.ibanEncrypted).not.toContain("0999");
    expect(decryptSecret(stored!.ibanEncrypted, runtime().secret, "bank-iban")).toBe("LB62099900000001001901229114");
    expect((await findBankInformation(owner.id))?.iban4).toBe("9114");
  });
});

describe("admin role", () => {
  it("admin:create promotes an existing user or creates a verified admin", async () => {
    const user = await createUser(db(), { email: "existing-admin@example.com" });
    expect(await makeAdmin(db(), "Existing-Admin@example.com")).toEqual({ created: false });
    expect((await db().select().from(userRoles).where(eq(userRoles.userId, user.id))).map((row) => row.role).sort()).toEqual(["Admin", "User"]);
    const created = await makeAdmin(db(), "new-admin@example.com");
    expect(created.created).toBe(true);
    expect(created.password).toMatch(/^[\w-]{12,}A1$/);
    const [row] = await db().select().from(users).where(eq(users.email, "new-admin@example.com"));
    expect(row?.emailVerified).toBe(true);
  });
});

describe("account deletion", () => {
  it("removes personal data and sign-in methods but keeps payment records", async () => {
    const user = await createUser(db(), { providers: ["google"] });
    await db()
      .insert(payments)
      .values({
        userId: user.id,
        amount: 15,
        currency: "USD",
        provider: "manual",
        method: "cash",
        idempotencyKey: `pay-${user.id}`,
        amountCents: 1_500,
        lbpPerUsd: 89_500,
        reference: `ref-${user.id}`,
      });
    await saveBankInformation(user.id, bank("LB62099900000001001901229114"));
    await deleteAccount(user.id);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "", lastName: "", phone: "", name: "" });
    expect(row?.email).toBe(`deleted-${user.id}@deleted.beitna.invalid`);
    expect(await db().select().from(authAccounts).where(eq(authAccounts.userId, user.id))).toEqual([]);
    expect(await db().select().from(bankInformations).where(eq(bankInformations.userId, user.id))).toEqual([]);
    expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });

  it("takes every listing down through the lifecycle, each change in its history; a permanently deleted one stays as it was", async () => {
    const owner = await createUser(db());
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved", planId: "gold" });
    const waiting = await createListing(db(), { ownerId: owner.id });
    const gone = await createListing(db(), { ownerId: owner.id, status: "Deleted", visible: false });
    await db().update(properties).set({ status: "Deleted_Permanent", isDeleted: true }).where(eq(properties.id, gone.id));
    const other = await createListing(db(), { ownerId: (await createUser(db())).id, status: "Approved" });
    await deleteAccount(owner.id);
    const rows = await db()
      .select({ id: properties.id, status: properties.status, visible: properties.visible, isDeleted: properties.isDeleted })
      .from(properties)
      .where(eq(properties.ownerId, owner.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const listing of [live, waiting]) expect(byId.get(listing.id)).toMatchObject({ status: "Deleted", visible: false, isDeleted: true });
    expect(byId.get(gone.id)).toMatchObject({ status: "Deleted_Permanent" });
    const history = await db()
      .select({
        propertyId: propertyStatusHistory.propertyId,
        action: propertyStatusHistory.action,
        fromStatus: propertyStatusHistory.fromStatus,
        actorId: propertyStatusHistory.actorId,
      })
      .from(propertyStatusHistory)
      .where(eq(propertyStatusHistory.action, "closeAccount"));
    expect(
      history
        .filter((line) => line.actorId === owner.id)
        .map((line) => [line.propertyId, line.fromStatus])
        .sort(),
    ).toEqual(
      [
        [live.id, "Approved"],
        [waiting.id, "Pending Approval"],
      ].sort(),
    );
    // Another owner's listing is untouched.
    expect((await db().select({ status: properties.status }).from(properties).where(eq(properties.id, other.id)))[0]?.status).toBe("Approved");
  });
});
