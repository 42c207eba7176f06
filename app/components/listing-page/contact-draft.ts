import type { SubmissionResult } from "@conform-to/react";

export type ContactKind = "message" | "tour" | "offer";

/** The listing page's answer to a message, tour request or offer. */
export type ContactActionData = {
  intent: "request" | "offer";
  result?: SubmissionResult<string[]>;
  /** The thread created, once sent. */
  threadId?: string;
  /** A refusal's catalog key, or the fields' (offers). */
  error?: string;
  fieldErrors?: Record<string, string[]>;
};

/**
 * A signed-out visitor's message, tour request or offer, kept in this tab (sessionStorage) while
 * they sign in, then taken once to be sent. Only the form's own fields are kept.
 */
export function contactDraft(listingId: string) {
  const key = `beitna:contact-draft:${listingId}`;
  return {
    keep(kind: ContactKind, form: FormData): void {
      const fields = [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
      sessionStorage.setItem(key, JSON.stringify({ kind, fields }));
    },
    take(): { kind: ContactKind; fields: Array<[string, string]> } | null {
      const stored = sessionStorage.getItem(key);
      sessionStorage.removeItem(key);
      if (!stored) return null;
      try {
        const draft = JSON.parse(stored) as { kind: ContactKind; fields: Array<[string, string]> };
        return ["message", "tour", "offer"].includes(draft.kind) && Array.isArray(draft.fields) ? draft : null;
      } catch {
        return null;
      }
    },
  };
}
