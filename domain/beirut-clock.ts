// Beirut's wall clock (issue 27): which day and time it is in Beirut at an instant, and back.
// Apart from days.ts so that TZDate loads only with the screens that read the clock.
import { TZDate } from "@date-fns/tz";
import { addDays, BEIRUT, dayOf, pad } from "./days.ts";

/** The day it is in Beirut at `at` (now by default): rent falls due, insights count and expiry runs on it. */
export function beirutDay(at: Date = new Date()): string {
  const local = new TZDate(at.getTime(), BEIRUT);
  return dayOf(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/** A date and time as a form types it ("2026-12-01T15:30"), read as Beirut's time. Null when it is not one. */
export function beirutLocalTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const local = new TZDate(year, month - 1, day, hour, minute, BEIRUT);
  if (Number.isNaN(local.getTime()) || local.getDate() !== day) return null;
  return new Date(local.getTime());
}

/** An instant as a date-and-time box shows it in Beirut ("2026-12-01T15:30"). */
export function beirutInputValue(instant: Date): string {
  const local = new TZDate(instant.getTime(), BEIRUT);
  return `${dayOf(local.getFullYear(), local.getMonth() + 1, local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** The last instant of a day in Beirut: a code that is "valid until 5 December" works all that day there. */
export function beirutDayEnd(day: string): Date {
  const nextMidnight = beirutLocalTime(`${addDays(day, 1)}T00:00`);
  if (!nextMidnight) throw new RangeError(`Not a day: ${day}`);
  return new Date(nextMidnight.getTime() - 1);
}
