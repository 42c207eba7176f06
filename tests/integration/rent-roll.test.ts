import { money, toMinor } from "../../domain/money.ts";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../domain/csv.ts";
import { rentRollCsv } from "../../domain/rent-roll.ts";
import { defaultLeaseEnd } from "../../domain/tenancy.ts";
import { addDays, addMonths } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { issueReports } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { createRentCharges } from "../../server/tenants/create-rent-charges.server.ts";
import { recordPayment } from "../../server/tenants/record-payment.server.ts";
import { rentRoll } from "../../server/tenants/rent-roll.server.ts";

const monthStart = (months: number) => addMonths(`${beirutDay().slice(0, 8)}01`, months);

describe("the rent roll", () => {
  it("lists every tenancy of the landlord's homes, overdue first, with the next charge and open issues; nobody else sees any of it", async () => {
    const landlord = await createUser(db(), { firstName: "Rami" });
    const [late, paid] = [await createUser(db(), { firstName: "Lina" }), await createUser(db(), { firstName: "Omar" })];
    const flat = await createListing(db(), { ownerId: landlord.id, status: "Approved", title: "Flat in Hamra" });
    const studio = await createListing(db(), { ownerId: landlord.id, status: "Approved", title: "Studio in Mar Mikhael" });
    // Lina's lease (in lira) started two months ago and she paid nothing; Omar's this month, paid.
    const lateStart = monthStart(-2);
    await createTenancy(db(), { propertyId: studio.id, tenantId: paid.id });
    await createTenancy(db(), {
      propertyId: flat.id,
      tenantId: late.id,
      lease: {
        leaseStart: lateStart,
        leaseEnd: defaultLeaseEnd(lateStart),
        rentAmount: 45_000_000,
        unit: "LBP",
        paymentFrequency: "monthly",
        dueDay: 1,
        deposit: 0,
      },
    });
    await createRentCharges();
    await recordPayment(landlord.id, studio.id, paid.id, { paidOn: beirutDay(), amount: 1400, unit: "USD", method: "cash" });
    await db()
      .insert(issueReports)
      .values([
        { propertyId: studio.id, reportedBy: paid.id, description: "The boiler leaks" },
        { propertyId: studio.id, reportedBy: paid.id, description: "Fixed tap", status: "resolved" },
      ]);

    const rows = await rentRoll(landlord.id);
    expect(rows.map((row) => row.tenantId)).toEqual([late.id, paid.id]);
    const [first, second] = rows;
    expect(first).toMatchObject({ propertyId: flat.id, title: "Flat in Hamra", unit: "LBP", overdueSince: lateStart, openIssues: 0 });
    // Two periods past their due date (the 1st of the last two months), and this month's if today is past the 1st.
    const dueSoFar = beirutDay() > monthStart(0) ? 3 : 2;
    const lbp = (amount: number) => money(toMinor(amount), "LBP");
    expect(first!.owed).toEqual(lbp(dueSoFar * 45_000_000));
    expect(first!.overdue).toEqual(lbp((beirutDay() > monthStart(0) ? 3 : 2) * 45_000_000));
    expect(first!.next).toEqual({ dueOn: beirutDay() >= monthStart(1) ? addMonths(monthStart(1), 1) : monthStart(1), amount: lbp(45_000_000) });
    expect(second).toMatchObject({ propertyId: studio.id, unit: "USD", overdueSince: null, overdue: money(0, "USD"), openIssues: 1 });
    expect(second!.next!.amount).toEqual(money(toMinor(1400), "USD"));
    expect(second!.next!.dueOn > beirutDay()).toBe(true);
    expect(second!.next!.dueOn <= addDays(beirutDay(), 40)).toBe(true);

    const csv = parseCsv(rentRollCsv(rows, "https://beitna.test").replace(/^\uFEFF/, ""));
    expect(csv[0]).toEqual([
      "property",
      "reference",
      "tenant",
      "currency",
      "owed",
      "overdue",
      "overdue_since",
      "next_due_on",
      "next_amount",
      "open_issues",
      "ended_on",
      "link",
    ]);
    expect(csv.slice(1).map((row) => [row[0], row[3], row[6], row[11]])).toEqual([
      ["Flat in Hamra", "LBP", lateStart, `https://beitna.test/tenant/${flat.id}/rent`],
      ["Studio in Mar Mikhael", "USD", "", `https://beitna.test/tenant/${studio.id}/rent`],
    ]);

    // The tenants and another landlord see none of it.
    const otherLandlord = await createUser(db());
    await createTenancy(db(), {
      propertyId: (await createListing(db(), { ownerId: otherLandlord.id, status: "Approved" })).id,
      tenantId: (await createUser(db())).id,
    });
    expect((await rentRoll(otherLandlord.id)).map((row) => row.propertyId)).not.toContain(flat.id);
    expect(await rentRoll(otherLandlord.id)).toHaveLength(1);
    expect(await rentRoll(late.id)).toEqual([]);
    expect(await rentRoll(paid.id)).toEqual([]);
  });

  it("keeps an ended tenancy while its former tenant owes, with no next charge", async () => {
    const landlord = await createUser(db());
    const tenant = await createUser(db());
    const listing = await createListing(db(), { ownerId: landlord.id, status: "Approved" });
    const start = monthStart(-3);
    await createTenancy(db(), {
      propertyId: listing.id,
      tenantId: tenant.id,
      endedOn: addDays(beirutDay(), -1),
      lease: { leaseStart: start, leaseEnd: defaultLeaseEnd(start), rentAmount: 500, unit: "USD", paymentFrequency: "monthly", dueDay: 5, deposit: 0 },
    });
    await createRentCharges();
    const [row] = await rentRoll(landlord.id);
    expect(row).toMatchObject({ endedOn: addDays(beirutDay(), -1), next: null });
    expect(row!.owed.minor).toBeGreaterThan(0);
  });
});
