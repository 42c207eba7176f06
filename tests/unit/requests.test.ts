import { describe, expect, it } from "vitest";
import { calendarFile } from "../../domain/calendar.ts";
import { acceptsBeitnaMessages } from "../../domain/contact.ts";
import { contactEventSchema } from "../../domain/contact-event.ts";
import { beirutInputValue, beirutLocalTime } from "../../domain/beirut-clock.ts";
import { answerTour, listingRequestSchema, type TourState } from "../../domain/requests.ts";
import { DAY_MS } from "../../domain/days.ts";

const now = new Date("2026-11-24T10:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
const tour = (overrides: Partial<TourState> = {}): TourState => ({
  kind: "tour",
  status: "pending",
  preferredDates: [later(2), later(3)],
  tourAt: null,
  answerBy: later(6),
  ...overrides,
});

describe("Beirut's time in forms", () => {
  it("reads a typed time as Beirut's, winter (+2) and summer (+3), and writes it back", () => {
    expect(beirutLocalTime("2026-12-01T15:30")?.toISOString()).toBe("2026-12-01T13:30:00.000Z");
    expect(beirutLocalTime("2026-07-01T15:30")?.toISOString()).toBe("2026-07-01T12:30:00.000Z");
    expect(beirutInputValue(new Date("2026-07-01T12:30:00Z"))).toBe("2026-07-01T15:30");
    expect(beirutLocalTime("2026-02-30T10:00")).toBeNull();
    expect(beirutLocalTime("tomorrow")).toBeNull();
  });
});

describe("the listing page's request form", () => {
  const schema = listingRequestSchema(now);
  it("a tour request takes one to three times within the next 30 days", () => {
    const parsed = schema.parse({ kind: "tour", message: "Hi", preferredTimes: ["2026-11-26T15:00", "", "2026-11-27T10:00"] });
    expect(parsed).toEqual({ kind: "tour", message: "Hi", preferredTimes: [new Date("2026-11-26T13:00:00Z"), new Date("2026-11-27T08:00:00Z")] });
    const issue = (preferredTimes: unknown) => schema.safeParse({ kind: "tour", message: "Hi", preferredTimes }).error?.issues[0]?.message;
    expect(issue([])).toBe("requests.errors.timeRequired");
    expect(issue(["2026-11-20T10:00"])).toBe("requests.errors.timeOutOfRange");
    expect(issue(["2027-01-30T10:00"])).toBe("requests.errors.timeOutOfRange");
    expect(issue(["soon"])).toBe("requests.errors.timeInvalid");
    expect(issue(["2026-11-25T10:00", "2026-11-26T10:00", "2026-11-27T10:00", "2026-11-28T10:00"])).toBe("requests.errors.tooManyTimes");
    expect(schema.parse({ kind: "tour", message: "Hi", preferredTimes: ["2026-11-26T13:00:00Z"] }).kind).toBe("tour");
  });

  it("a message needs its text", () => {
    expect(schema.safeParse({ kind: "message", message: "  " }).error?.issues[0]?.message).toBe("requests.errors.messageRequired");
    expect(schema.safeParse({ kind: "message", message: "x".repeat(1001) }).error?.issues[0]?.message).toBe("requests.errors.messageTooLong");
  });
});

describe("the steps of a tour request", () => {
  it("the owner accepts one of the proposed times, and only those", () => {
    expect(answerTour(tour(), { answer: "accept", at: later(2) }, "owner", now)).toEqual({
      ok: true,
      event: "accepted",
      state: tour({ status: "accepted", tourAt: later(2), answerBy: null }),
    });
    expect(answerTour(tour(), { answer: "accept", at: later(4) }, "owner", now)).toEqual({ ok: false, error: "request_time_not_offered" });
    expect(answerTour(tour(), { answer: "accept", at: later(2) }, "sender", now)).toEqual({ ok: false, error: "request_answer_not_allowed" });
  });

  it("the owner proposes another time (6 more days to answer); the visitor accepts it", () => {
    const proposed = answerTour(tour(), { answer: "propose", at: later(5) }, "owner", now);
    expect(proposed).toEqual({ ok: true, event: "proposed", state: tour({ status: "proposed", tourAt: later(5), answerBy: later(6) }) });
    if (!proposed.ok) throw new Error("refused");
    expect(answerTour(proposed.state, { answer: "acceptProposal" }, "owner", now)).toEqual({ ok: false, error: "request_answer_not_allowed" });
    expect(answerTour(proposed.state, { answer: "acceptProposal" }, "sender", now)).toMatchObject({
      ok: true,
      event: "proposal_accepted",
      state: { status: "accepted", tourAt: later(5) },
    });
    expect(answerTour(proposed.state, { answer: "accept", at: later(2) }, "owner", now)).toEqual({ ok: false, error: "request_answer_not_allowed" });
  });

  it("declines: the owner while it waits, the visitor only a proposed time", () => {
    expect(answerTour(tour(), { answer: "decline", reason: "Rented" }, "owner", now)).toMatchObject({ ok: true, state: { status: "declined" } });
    expect(answerTour(tour(), { answer: "decline", reason: "" }, "sender", now)).toEqual({ ok: false, error: "request_answer_not_allowed" });
    expect(answerTour(tour({ status: "proposed", tourAt: later(4) }), { answer: "decline", reason: "" }, "sender", now)).toMatchObject({
      ok: true,
      state: { status: "declined" },
    });
  });

  it("expires unanswered by its date, by the system only; nothing answers a closed or message thread", () => {
    expect(answerTour(tour({ answerBy: now }), { answer: "expire" }, "system", now)).toMatchObject({
      ok: true,
      event: "expired",
      state: { status: "expired" },
    });
    expect(answerTour(tour(), { answer: "expire" }, "system", now)).toEqual({ ok: false, error: "request_not_expired" });
    expect(answerTour(tour({ answerBy: now }), { answer: "expire" }, "owner", now)).toEqual({ ok: false, error: "request_answer_not_allowed" });
    for (const status of ["accepted", "declined", "expired"] as const) {
      expect(answerTour(tour({ status }), { answer: "propose", at: later(4) }, "owner", now)).toEqual({ ok: false, error: "request_closed" });
    }
    expect(answerTour(tour({ kind: "message" }), { answer: "decline", reason: "" }, "owner", now)).toEqual({ ok: false, error: "request_not_a_tour" });
  });
});

describe("the listing page's click counters", () => {
  it("take no message or tour request: those count once, when sent", () => {
    const propertyId = "5e1f0000-0000-4000-8000-000000000001";
    expect(contactEventSchema.safeParse({ propertyId, event: "whatsapp" }).success).toBe(true);
    expect(contactEventSchema.safeParse({ propertyId, event: "requestTour" }).success).toBe(false);
    expect(contactEventSchema.safeParse({ propertyId, event: "messageOwner" }).success).toBe(false);
  });
});

describe("who may be written to on Beitna", () => {
  it("an owner who chose it, or one with no phone way", () => {
    expect(acceptsBeitnaMessages(["Message on Beitna"], true)).toBe(true);
    expect(acceptsBeitnaMessages(["WhatsApp"], true)).toBe(false);
    expect(acceptsBeitnaMessages(["WhatsApp"], false)).toBe(true);
    expect(acceptsBeitnaMessages([], true)).toBe(true);
  });
});

describe("the calendar file", () => {
  it("is one event in UTC, escaped and folded at 75 octets", () => {
    const file = calendarFile(
      {
        uid: "abc",
        start: new Date("2026-12-01T13:30:00Z"),
        minutes: 30,
        summary: "Beitna: Flat, sea view; Achrafieh",
        description: "x",
        location: "شارع الحمرا، بيروت ".repeat(4),
        url: "https://beitna.example/requests?thread=abc",
      },
      now,
    );
    expect(file).toContain("DTSTART:20261201T133000Z\r\nDTEND:20261201T140000Z");
    expect(file).toContain("SUMMARY:Beitna: Flat\\, sea view\\; Achrafieh");
    expect(file.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
