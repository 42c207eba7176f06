import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { phoneClient } from "../../clients/phone/client.ts";
import { PHONE_TYPES_FILE, phoneClientTypes } from "../../scripts/api-types.ts";
import {
  EXAMPLE_ADMIN_EMAIL,
  EXAMPLE_LISTING_ID,
  EXAMPLE_OWNER_EMAIL,
  EXAMPLE_PASSWORD,
  EXAMPLE_PROPERTY_FIELDS,
  EXAMPLE_TENANT,
} from "../../server/api/functions/examples.ts";
import { runtime } from "../../server/runtime.server.ts";
import { createExampleFixture, SAMPLE_PDF } from "../support/api.ts";
import { startBuiltServer } from "../support/built-server.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";
import { freePort } from "../support/postgres.ts";

// A phone app's day (issue 28), played with the client typed by the generated OpenAPI types against
// the built app on a fresh database: what the owner, the admin, the landlord and the tenant do from
// their phones, each call checked by the type checker before it is made.

await startTestJobsWithOutbox();
await createExampleFixture();
const base = `http://127.0.0.1:${await freePort()}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-phone-day-"));
const server = await startBuiltServer({ baseUrl: base, databaseUrl: runtime().env.DATABASE_URL!, dataDir, env: { HOST: "127.0.0.1" } });
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const photo = async (name: string, background: string) => ({
  field: "photo",
  filename: name,
  type: "image/jpeg",
  data: await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

describe("a phone app's day", () => {
  it("uses types generated from the OpenAPI document as it is now (npm run api:types writes them)", async () => {
    expect(fs.readFileSync(PHONE_TYPES_FILE, "utf8")).toBe(await phoneClientTypes());
  });

  it("owner, admin, landlord and tenant, each through the typed client", { timeout: 120_000 }, async () => {
    // The owner posts a listing with two photos, then lowers its price.
    const owner = phoneClient(base);
    await owner.signIn(EXAMPLE_OWNER_EMAIL, EXAMPLE_PASSWORD);
    const photos = [await owner.uploadPhoto(await photo("living.jpg", "#c0a080")), await owner.uploadPhoto(await photo("kitchen.jpg", "#80a0c0"))];
    const marker = { latitude: 33.8938, longitude: 35.5018 };
    const posted = await owner.call("AddProperty", {
      Property: { ...EXAMPLE_PROPERTY_FIELDS, marker, plan: "free", images: photos.map((upload) => upload.ref) },
    });
    expect(posted.Status).toBe("Pending Approval");
    const editable = await owner.call("editableProperty", { PropertyID: posted.PropertyID });
    expect(editable.photos).toHaveLength(2);
    // The photos' refs come back as `p:<id>`, in their order; the rest is sent as the form would.
    await owner.call("updateProperty", {
      PropertyID: posted.PropertyID,
      Property: { ...EXAMPLE_PROPERTY_FIELDS, marker, images: editable.photos.map((kept) => kept.ref), price: 700 },
    });

    // The admin approves it from their phone.
    const admin = phoneClient(base);
    await admin.signIn(EXAMPLE_ADMIN_EMAIL, EXAMPLE_PASSWORD);
    await admin.call("approveProperty", { PropertyID: posted.PropertyID });

    // The owner boosts it with credits (a retry pays once) and reads the ledger.
    const before = await owner.call("credits", { page: 1 });
    await owner.call("boostProperty", { PropertyID: posted.PropertyID }, { idempotencyKey: "boost-morning" });
    await owner.call("boostProperty", { PropertyID: posted.PropertyID }, { idempotencyKey: "boost-morning" });
    const ledger = await owner.call("credits", { page: 1 });
    expect(ledger.balanceUsd).toBeLessThan(before.balanceUsd);
    // One line spent on the boost, however many retries.
    expect(ledger.total).toBe(before.total + 1);
    expect(ledger.ledger[0]?.kind).toBe("spend");
    const listing = await owner.call("getProperty", { PropertyID: posted.PropertyID });
    expect(listing.property.price).toBe(700);

    // As the landlord of the rented flat: the lease, a rent payment and the lease file.
    await owner.call("recordLease", {
      PropertyID: EXAMPLE_LISTING_ID,
      TenantID: EXAMPLE_TENANT.id,
      leaseStart: "2026-12-01",
      leaseEnd: "2027-11-30",
      rentAmount: 1400,
      unit: "USD",
      paymentFrequency: "monthly",
      dueDay: 5,
      deposit: 1400,
    });
    const paid = await owner.call(
      "recordRentPayment",
      { PropertyID: EXAMPLE_LISTING_ID, TenantID: EXAMPLE_TENANT.id, paidOn: "2026-12-05", amount: 1400, unit: "USD", method: "cash" },
      { idempotencyKey: "december-rent" },
    );
    const lease = await owner.call(
      "uploadTenancyFile",
      { PropertyID: EXAMPLE_LISTING_ID, shelf: "legal" },
      { files: [{ field: "file", filename: "Lease 2026-2027.pdf", data: SAMPLE_PDF, type: "application/pdf" }] },
    );

    // The tenant reads the rent account and downloads the lease.
    const tenant = phoneClient(base);
    await tenant.signIn(EXAMPLE_TENANT.email, EXAMPLE_PASSWORD);
    const account = await tenant.call("rentAccount", { PropertyID: EXAMPLE_LISTING_ID });
    expect(account.role).toBe("tenant");
    expect(JSON.stringify(account)).toContain(paid.receipt.split("-").at(-1)!);
    const files = await tenant.call("legalFiles", { PropertyID: EXAMPLE_LISTING_ID });
    const file = files.results.find((entry) => entry.id === lease.id);
    expect(file?.FileName).toBe("Lease 2026-2027.pdf");
    const download = await tenant.download(file!.File);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);
    // Someone without the session gets nothing.
    expect((await phoneClient(base).download(file!.File)).status).toBe(404);
  });
});
