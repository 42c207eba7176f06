import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable } from "../../server/db/availability.server.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnreachable", () => {
  it("knows the socket's and PostgreSQL's ways of saying it cannot be reached", () => {
    expect(isDatabaseUnreachable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnreachable(withCode("57P01", "terminating connection due to unexpected postmaster exit"))).toBe(true);
    expect(isDatabaseUnreachable(withCode("57P03", "the database system is in recovery mode"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("looks inside the errors that wrap it (Drizzle's query error, a failed dual-stack connect)", () => {
    expect(isDatabaseUnreachable(new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") }))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("leaves every other failure to be a failure", () => {
    expect(isDatabaseUnreachable(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseUnreachable(withCode("40001", "could not serialize access"))).toBe(false);
    expect(isDatabaseUnreachable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
    expect(isDatabaseUnreachable("ECONNREFUSED")).toBe(false);
  });
});
