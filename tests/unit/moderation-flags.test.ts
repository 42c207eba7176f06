import { describe, expect, it } from "vitest";
import { contactsInDescription } from "../../domain/moderation-flags.ts";

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
