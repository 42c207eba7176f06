import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listingPath } from "../../domain/listing-url.ts";
import { addProperty } from "../../server/api/functions/add-property.handler.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { areas, properties, propertyImages, uploadedImages } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, cookieHeaders, sessionHeaders } from "../support/api.ts";
import { postJson, startApi } from "../support/http.ts";

const api = await startApi();
const example = addProperty.example.input as { Property: Record<string, unknown> };

/** A user signed in over HTTP as a browser would be, with their session cookie. */
async function signIn() {
  const user = await createUser(db());
  return { ...user, ...(await cookieHeaders(api.url, user.email, user.password)) };
}

const jpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();

function upload(headers: Record<string, string>, body: Buffer | string, field = "photo") {
  const form = new FormData();
  form.append(field, new Blob([typeof body === "string" ? body : new Uint8Array(body)], { type: "image/jpeg" }), "photo.jpg");
  return fetch(`${api.url}/api/uploads`, { method: "POST", headers: { origin: api.url, ...headers }, body: form });
}

async function uploadedRef(cookie: string): Promise<string> {
  const response = await upload({ cookie }, await jpeg());
  expect(response.status).toBe(200);
  return ((await response.json()) as { ref: string }).ref;
}

function post(payload: unknown, headers: Record<string, string> = {}) {
  return postJson(`${api.url}/api/functions/AddProperty`, payload, { origin: api.url, ...headers });
}

const withProperty = (changes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...example,
  Property: { ...example.Property, ...changes },
  ...extra,
});

const listingsOf = (ownerId: string) => db().select().from(properties).where(eq(properties.ownerId, ownerId));

describe("POST /api/uploads", () => {
  it("stores a photo for the caller through the posting form's use case", async () => {
    const user = await signIn();
    const response = await upload({ cookie: user.cookie }, await jpeg());
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { success: boolean; ref: string; url: string; placeholder: string };
    expect(answer).toMatchObject({
      success: true,
      ref: expect.stringMatching(/^u:[0-9a-f-]{36}$/),
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(answer.url.startsWith(`${api.url}/media/photos/`)).toBe(true);
    const [held] = await db()
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.id, answer.ref.slice(2)));
    expect(held?.ownerId).toBe(user.id);
  });

  it("refuses what is not a photo, a missing file, and a signed-out or expired caller, in the envelope", async () => {
    const { cookie } = await signIn();
    const text = await upload({ cookie }, "just some text");
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({ success: false, error: { code: "image_rejected", detail: "not_an_image" } });
    expect((await upload({ cookie }, await jpeg(), "picture")).status).toBe(422);

    const signedOut = await upload({}, await jpeg());
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ success: false, error: { code: "sign_in_required" } });
    const expired = await upload({ cookie: "better-auth.session_token=made-up.signature" }, await jpeg());
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: 209 } });
  });

  it("is documented in the OpenAPI document and the reference page", async () => {
    const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> }; responses: Record<string, unknown> } }>;
    };
    const uploads = document.paths["/api/uploads"]!.post;
    expect(Object.keys(uploads.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(uploads.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "413", "422"]));
    expect(document.paths["/api/functions/AddProperty"]).toBeDefined();
    const page = await (await fetch(`${api.url}/api/docs`)).text();
    expect(page).toContain("-F &#39;photo=@photo.jpg&#39;");
    expect(page).toContain('id="AddProperty"');
  });
});

describe("AddProperty", () => {
  it("creates the caller's listing, Pending Approval, with the uploaded photo", async () => {
    const user = await signIn();
    const ref = await uploadedRef(user.cookie);
    const response = await post(withProperty({ images: [ref] }, { LandlordEmail: user.email.toUpperCase(), LandlordName: "Someone Else" }), {
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { PropertyID: string; path: string };
    expect(answer).toMatchObject({ success: true, Status: "Pending Approval", Flag: "New" });

    const [row] = await db().select().from(properties).where(eq(properties.id, answer.PropertyID));
    expect(row).toMatchObject({ ownerId: user.id, status: "Pending Approval", flag: "New", visible: false, title: example.Property.title, planId: "free" });
    expect(answer.path).toBe(listingPath(row!));
    const photos = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, answer.PropertyID)).orderBy(asc(propertyImages.position));
    expect(photos).toHaveLength(1);
    // Taken by the listing: no longer a loose upload.
    expect(
      await db()
        .select()
        .from(uploadedImages)
        .where(eq(uploadedImages.id, ref.slice(2))),
    ).toEqual([]);
  });

  it("works from the app: a bearer token, no Origin header, upload then post", async () => {
    const user = await createUser(db());
    const app = await sessionHeaders(api.url, user.email, user.password);
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "photo.jpg");
    const uploaded = await fetch(`${api.url}/api/uploads`, { method: "POST", headers: app, body: form });
    expect(uploaded.status).toBe(200);
    const { ref } = (await uploaded.json()) as { ref: string };
    const response = await callFunction(api.url, "AddProperty", withProperty({ images: [ref] }), app);
    expect(response.status).toBe(200);
    const [row] = await listingsOf(user.id);
    expect(row?.id).toBe(((await response.json()) as { PropertyID: string }).PropertyID);
  });

  it("runs its documented example on a freshly seeded database (area 1 is the seed's first)", async () => {
    const [first] = await db().select().from(areas).where(eq(areas.id, 1));
    expect(first).toMatchObject({ district: "Akkar", area: "Abdeh" });
    const user = await signIn();
    const response = await post(example, { cookie: user.cookie });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { PropertyID: string; path: string };
    const documented = addProperty.example.output as { PropertyID: string; path: string };
    expect({ ...answer, PropertyID: documented.PropertyID, path: answer.path.replace(answer.PropertyID, documented.PropertyID) }).toEqual({
      success: true,
      ...documented,
    });
    const [row] = await listingsOf(user.id);
    expect(row).toMatchObject({
      district: "Akkar",
      city: "Abdeh",
      latitude: 34.517,
      longitude: 35.972,
      furnished: true,
      special: ["Sea view", "Parking", "Balcony"],
    });
  });

  it("takes PropertyName as the title when Property.title is absent", async () => {
    const user = await signIn();
    const { title: _title, ...untitled } = example.Property;
    const response = await post({ Property: untitled, PropertyName: "Quiet studio near the souk" }, { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect((await listingsOf(user.id))[0]?.title).toBe("Quiet studio near the souk");
  });

  it("replays the first answer for a repeated Idempotency-Key, and refuses the key for another payload", async () => {
    const user = await signIn();
    const headers = { cookie: user.cookie, "idempotency-key": "add-property-1" };
    const first = await post(example, headers);
    const again = await post(example, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await listingsOf(user.id)).toHaveLength(1);

    const other = await post(withProperty({ price: 700 }), headers);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ success: false, error: { code: "idempotency_conflict" } });
    expect(await listingsOf(user.id)).toHaveLength(1);
  });

  it("refuses a malformed Property with a 400 naming the spec's field, in the caller's language", async () => {
    const { cookie, id } = await signIn();
    const cases: Array<[unknown, string]> = [
      [withProperty({ title: "Hi" }), "Property.title: The title needs 5 to 120 characters."],
      [withProperty({ paymentfrequency: undefined }), "Property.paymentfrequency: Choose how often the rent is paid."],
      [withProperty({ contactMethod: [] }), "Property.contactMethod: Choose at least one way to be contacted."],
      [withProperty({ marker: { latitude: 48.85, longitude: 2.35 } }), "Property.marker.latitude"],
      [withProperty({ images: ["not-a-ref"] }), "Property.images.0"],
      [withProperty({ price: "600" }), "Property.price"],
      [withProperty({ owner: "someone" }), "Property: Unrecognized key"],
      [{ Property: example.Property, Owner: "x" }, "body: Unrecognized key"],
    ];
    for (const [payload, detail] of cases) {
      const response = await post(payload, { cookie });
      expect(response.status, detail).toBe(400);
      const body = (await response.json()) as { success: boolean; error: { code: string; detail: string } };
      expect(body.success).toBe(false);
      expect(body.error.code).toBe("invalid_payload");
      expect(body.error.detail).toContain(detail);
    }
    const inFrench = await post(withProperty({ title: "Hi" }), { cookie, "accept-language": "fr" });
    expect(((await inFrench.json()) as { error: { detail: string } }).error.detail).toMatch(/^Property\.title: .*5 .*120/);
    expect(await listingsOf(id)).toEqual([]);
  });

  it("needs a session: 401, or 209 when it expired", async () => {
    const signedOut = await post(example);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ success: false, error: { code: "sign_in_required" } });
    const expired = await post(example, { cookie: "better-auth.session_token=made-up.signature" });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: 209 } });
  });

  it("refuses another user's upload and creates nothing", async () => {
    const owner = await signIn();
    const borrower = await signIn();
    const ref = await uploadedRef(owner.cookie);
    const response = await post(withProperty({ images: [ref] }), { cookie: borrower.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "photo_not_found" } });
    expect(await listingsOf(borrower.id)).toEqual([]);
    // The transaction rolled back: the upload is still its owner's.
    const [held] = await db()
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.id, ref.slice(2)));
    expect(held?.ownerId).toBe(owner.id);
  });

  it("never posts for someone else: another LandlordEmail is refused", async () => {
    const caller = await signIn();
    const response = await post({ ...example, LandlordEmail: "landlord@example.com" }, { cookie: caller.cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "forbidden", detail: expect.stringContaining("LandlordEmail") } });
    expect(await listingsOf(caller.id)).toEqual([]);
  });

  it("pays for a paid plan as the form does: no credits is a 402 and nothing is created", async () => {
    const caller = await signIn();
    const response = await post(withProperty({ plan: "gold" }), { cookie: caller.cookie });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: "insufficient_credits" } });
    const promo = await post(withProperty({ plan: "gold" }, { Promo: "NO-SUCH-CODE" }), { cookie: caller.cookie });
    expect(await promo.json()).toMatchObject({ error: { code: "promo_not_found" } });
    expect(await listingsOf(caller.id)).toEqual([]);
  });
});
