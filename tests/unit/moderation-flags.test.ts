import { describe, expect, it } from "vitest";
import { contactsInDescription, repeatedPhotos } from "../../domain/moderation-flags.ts";
import { MATCH_DISTANCE } from "../../domain/photo-fingerprint.ts";

describe("contact details in a description", () => {
  it.each([
    ["Call 03 123 456 for a visit", ["phone"]],
    ["WhatsApp +961 71 123 456", ["phone"]],
    ["whatsapp 71123456", ["phone"]],
    ["call 0096176123456", ["phone"]],
    ["Beirut landline 01 234 567", ["phone"]],
    ["اتصل على ٠٣١٢٣٤٥٦", ["phone"]],
    ["see www.example-homes.com for more", ["link"]],
    ["photos at https://x.lb/flat", ["link"]],
    ["wa.me/96171123456", ["phone", "link"]],
    ["write to owner.name@gmail.com", ["email"]],
    ["mail me at a@b.com or visit homes.lb", ["link", "email"]],
  ])("finds it in %j", (description, found) => {
    expect(contactsInDescription(description)).toEqual(found);
  });

  it.each([
    "Two bedrooms, 120 m², built 2019, 3rd floor.",
    "Price 1500000 LBP a month, or 1,250 USD.",
    "Sea view. 24/7 electricity. 5 minutes from ABC Achrafieh.",
    "Deposit: 2 months. Floor 7 of 12.",
    "",
  ])("finds none in %j", (description) => {
    expect(contactsInDescription(description)).toEqual([]);
  });
});

describe("a listing's repeated photos", () => {
  const near = (hash: bigint, bits: number) => hash ^ ((1n << BigInt(bits)) - 1n);
  const a = 0x0f0f_0f0f_0f0f_0f0fn;
  const b = 0x7777_0000_ffff_1234n;

  it("groups the same photo and its near copies under the earliest, in order, whatever order they come in", () => {
    const photos = [
      { position: 3, fingerprint: near(a, MATCH_DISTANCE) },
      { position: 0, fingerprint: a },
      { position: 1, fingerprint: b },
      { position: 2, fingerprint: a },
      { position: 4, fingerprint: near(b, 2) },
    ];
    expect(repeatedPhotos(photos)).toEqual([
      { kind: "repeatedPhoto", positions: [0, 2, 3] },
      { kind: "repeatedPhoto", positions: [1, 4] },
    ]);
  });

  it("does not group photos further apart than a copy", () => {
    expect(
      repeatedPhotos([
        { position: 0, fingerprint: a },
        { position: 1, fingerprint: near(a, MATCH_DISTANCE + 1) },
      ]),
    ).toEqual([]);
    expect(repeatedPhotos([])).toEqual([]);
  });
});
