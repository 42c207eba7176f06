import { z } from "zod";
import type { ErrorCode } from "../../domain/errors.ts";
import type { Locale } from "../../domain/locale.ts";
import type { UploadedFile } from "../http/multipart.server.ts";
import type { RateLimitRule } from "../security/rate-limit.server.ts";

/** Who may call a function: anyone, a signed-in user (cookie or bearer), or an admin. */
export type Access = "anyone" | "signed-in" | "admin";

/** The signed-in user behind a call. */
export interface Caller {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface ApiContext<Who extends Access = Access> {
  /** Always there for a `signed-in` or `admin` function; there for `anyone` when a session came with the call. */
  caller: Who extends "anyone" ? Caller | null : Caller;
  locale: Locale;
  clientAddress: string;
  userAgent: string;
  /** The request's headers, for use cases that hand them to better-auth (sign-out, sign-in). */
  headers: Headers;
  /** Sets a response header (better-auth's cookies on sign-in for a browser caller). */
  setHeader(name: string, value: string | string[]): void;
  /** The files sent with a function that takes them (`files`), in the order sent; none for a JSON call. */
  files: UploadedFile[];
}

/**
 * Files a function takes beside its JSON (decision 0029's private upload path): the call is then
 * `multipart/form-data`, the JSON payload in the field `payload` and each file in `field`, read
 * with the function's limits while it streams. A JSON body is the same call without files.
 */
export interface FunctionFiles {
  field: string;
  maxFiles: number;
  /** Each file's limit, and the code a larger one is refused with (413) while it streams. */
  maxFileBytes: number;
  /** The files together, when less than each file's limit times their number. */
  maxTotalBytes?: number;
  tooLarge: ErrorCode;
  /** What the documented example sends (the contract and authorisation tests attach a real one). */
  exampleFile: "pdf" | "jpeg";
  description: string;
}

/** One limit of a costly or enumerating function, counted per client address and per caller. */
export interface FunctionRateLimit extends RateLimitRule {
  /** `address`: per client address; `caller`: per signed-in user, or per address when signed out. */
  per: "address" | "caller";
}

export interface ApiFunction<Input extends z.ZodType = z.ZodType, Output extends z.ZodObject = z.ZodObject, Who extends Access = Access> {
  /** The spec's name (SPEC.md §7), e.g. `Password Reset`; also reachable without its spaces. */
  name: string;
  summary: string;
  description?: string;
  /** The area it belongs to, grouping the reference page. */
  tag: string;
  access: Who;
  input: Input;
  /** The answer's fields; the answer is `{ success: true, ...fields }`. */
  output: Output;
  /** A payload and the answer it gives, documented and run by the contract test. */
  example: { input: z.input<Input>; output: z.input<Output> };
  /**
   * Who the example is run as when it must not be the demo owner (or, for an admin's function, the
   * demo admin): an account of its own that the example may change for good (deleteAccount's closes
   * it). Read only by the tests that run the examples (tests/support/api.ts `exampleSession`); the
   * reference shows the example as any other.
   */
  exampleCaller?: { email: string; password: string };
  rateLimits?: FunctionRateLimit[];
  /**
   * Reads only what any visitor sees (a search, a listing): it may read from a replica (decision
   * 0062). Every other function counts as a write for read-your-writes.
   */
  visitorRead?: true;
  files?: FunctionFiles;
  /** A write that creates something: a repeated `Idempotency-Key` replays the first answer. */
  idempotent?: boolean;
  /**
   * The codes its handler's use cases throw (a record not found or not the caller's, a conflict),
   * documented with their statuses beside those its access rule and limits give.
   */
  errors?: readonly ErrorCode[];
  handler(input: z.output<Input>, context: ApiContext<Who>): Promise<z.input<Output>>;
}

/** Keeps a function's types tied together (its example and handler follow its schemas). */
export function defineFunction<Input extends z.ZodType, Output extends z.ZodObject, Who extends Access>(
  definition: ApiFunction<Input, Output, Who>,
): ApiFunction {
  return definition as unknown as ApiFunction;
}

/** The path segment a name is reachable at without spaces (`Password Reset` → `PasswordReset`). */
export function compactName(name: string): string {
  return name.replace(/\s+/g, "");
}

/** The whole answer of a function: `{ success: true }` and its fields. */
export function successSchema(output: z.ZodObject) {
  return z.object({ success: z.literal(true) }).extend(output.shape);
}
