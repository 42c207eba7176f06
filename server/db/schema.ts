// The whole data model (SPEC.md §3 plus DESIGN.md). Column names are
// snake_case; the JSON API maps them back to the spec's field names.
// Index choices are explained in ARCHITECTURE.md ("Indexes").
// One module per area in server/db/schema/; this index is what the app, the tests and drizzle-kit import.
export { minorUnits } from "./schema/columns.ts";
export * from "./schema/reference.ts";
export * from "./schema/people.ts";
export * from "./schema/listings.ts";
export * from "./schema/tenancies.ts";
export * from "./schema/payments.ts";
export * from "./schema/conversations.ts";
export * from "./schema/notifications.ts";
export * from "./schema/insights.ts";
export * from "./schema/alerts.ts";
export * from "./schema/ops.ts";
