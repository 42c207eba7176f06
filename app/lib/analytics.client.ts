import type { ClientEvent } from "#domain/analytics.ts";

// First-party analytics (SPEC.md §7): a blocked or failed call only warns.
async function post(url: string, body: unknown): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.warn("Beitna analytics unavailable; carrying on.", error);
  }
}

export function sendStartupEvent(): Promise<void> {
  return post("/api/functions/IP", { userAgent: navigator.userAgent, page: "General" });
}

export function sendPageView(path: string, referrer?: string): Promise<void> {
  const event: ClientEvent = { kind: "page_view", path, referrer: referrer || undefined };
  return post("/api/events", event);
}
