/** Conversations (tour requests and messages, offers) a page of `/requests` and `/offers` lists. */
export const CONVERSATIONS_PAGE_SIZE = 25;
/** The most one API answer lists. */
export const CONVERSATIONS_MAX_LIMIT = 100;

/** A user's conversations received (as the listing's owner) or sent. */
export type Box = "received" | "sent";

/** Which slice of a user's conversations, newest activity first. */
export interface ConversationWindow {
  limit: number;
  skip: number;
}

/** A slice of a user's conversations and how many match in all. */
export interface ConversationPage<Item> {
  items: Item[];
  count: number;
}

/** The slice of web page `page` (from 1). */
export function pageWindow(page: number): ConversationWindow {
  return { limit: CONVERSATIONS_PAGE_SIZE, skip: (page - 1) * CONVERSATIONS_PAGE_SIZE };
}
