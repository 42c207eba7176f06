import type { ClientEvent } from "../../domain/analytics.ts";
import { visitEvents } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

interface Origin {
  userAgent: string;
  locale: string;
}

/** Stores one first-party analytics event; nothing leaves our servers. */
export async function recordVisitEvent(event: ClientEvent | { kind: "startup"; page: string }, origin: Origin) {
  const base = { userAgent: origin.userAgent.slice(0, 512), locale: origin.locale };
  switch (event.kind) {
    case "startup":
      await db()
        .insert(visitEvents)
        .values({ ...base, kind: "startup", page: event.page, path: "" });
      return;
    case "page_view":
      await db()
        .insert(visitEvents)
        .values({ ...base, kind: "page_view", path: event.path, referrer: event.referrer ?? null });
      return;
    case "chunk_error":
      await db()
        .insert(visitEvents)
        .values({
          ...base,
          kind: "chunk_error",
          path: event.path,
          detail: { type: event.type, chunk: event.chunk ?? null, message: event.message ?? null },
        });
      return;
  }
}
