// A tenancy (issue 16, decision 0028): the lease a landlord records for a linked tenant, the rent
// charges it makes per period, the payments against them and the balance. Pure: dates are ISO
// `YYYY-MM-DD` strings (calendar days, no time zone); amounts are `Money` in whole minor units as
// the database keeps them (decision 0082), but for the forms' typed amounts, read once at the edge.
// One module per part in domain/tenancy/; this index is what the web, the server and the tests import.
export * from "./tenancy/lease.ts";
export * from "./tenancy/rent-account.ts";
export * from "./tenancy/standing.ts";
export * from "./tenancy/invitations.ts";
export * from "./tenancy/display.ts";
