import type { SubmissionResult } from "@conform-to/react";
import type { CountryEntry } from "#domain/countries.ts";
import type { InviteOutcome } from "#domain/referrals.ts";

// What a route's action or loader answers, typed once for the route that writes it and the
// components that read it (a component imports nothing from app/routes/, not even a type).

/** `/admin/promo-codes`: each form's answer, told apart by its intent. */
export type PromoCodesAnswer = { intent: string; result?: SubmissionResult<string[]>; created?: string; saved?: boolean; error?: string };

/** Forgot Password and Resend Verification. */
export interface EmailOnlyActionData {
  result?: SubmissionResult<string[]>;
  done?: boolean;
}

/** Sign In, to the dialog's script (a success redirects). */
export interface SignInAnswer {
  result: SubmissionResult<string[]>;
  unverified: boolean;
}

/** `GET /resources/countries`: the dial-code list. */
export interface CountriesAnswer {
  countries: CountryEntry[];
}

/** `POST /resources/referrals`: the form's result and the invitation's outcome. */
export interface InviteAnswer {
  result: SubmissionResult<string[]>;
  outcome: InviteOutcome | null;
}

/** A move in an offer thread (a success redirects). */
export type OfferActionData = { error?: string };

/** A move in a request thread. */
export type RequestActionData = { error?: string; done?: boolean };
