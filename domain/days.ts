// Beitna's calendar (issue 27): business days are Beirut's, and a day as data is "YYYY-MM-DD".
// The zone, the length of a day and the arithmetic on days live here and nowhere else (the lint
// refuses "Asia/Beirut" and 86_400_000 written in any other module). Reading the clock in Beirut
// is beirut-clock.ts, apart because its TZDate (1 kB) must not ride on every page that shows a date.
export const BEIRUT = "Asia/Beirut";
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** A day in seconds, for limits' windows, session lifetimes and SQL epochs. */
export const DAY_SECONDS = DAY_MS / 1000;

export const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The day of a year, a month (1-12) and a day of the month. */
export const dayOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A day's year, month (1-12) and day of the month. */
export function dayParts(day: string): [number, number, number] {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return [year, month, date];
}

/** How many days a month (1-12) has. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An instant `days` whole days after `at` (before it when negative). */
export function daysAfter(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** A day moved by `days` (calendar arithmetic: a day has no hours to shift). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The same day `months` later, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = dayParts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return dayOf(targetYear, targetMonth, Math.min(date, daysInMonth(targetYear, targetMonth)));
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}
