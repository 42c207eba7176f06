import { and, eq, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MailPreferenceKind } from "../../domain/notifications.ts";
import type { Transaction } from "../db/client.server.ts";
import { AppError } from "../errors.server.ts";
import type { NewNotification } from "../notifications/notifications.server.ts";
import { mailConversation, type ConversationMail, type Party } from "./conversation-mail.server.ts";

/** A conversation's row as the shell reads it: its listing and its owner (the visitor's column differs by kind). */
export interface ThreadRow {
  id: string;
  propertyId: string;
  ownerId: string;
}

/** What each kind of conversation (offers; tour requests and messages) brings to the shell: its types and its tables. */
export interface ConversationTypes {
  row: ThreadRow;
  side: string;
  /** A new thread's own fields (beyond its listing, its two people and its dates). */
  create: object;
  /** A thread's new state after a move. */
  change: object;
  /** A message's own fields (beyond its thread, author and date). */
  message: object;
}

export interface ConversationStack<T extends ConversationTypes> {
  table: PgTable;
  /** Its columns: the owner's, the visitor's, the listing's, and its latest activity's. */
  columns: { id: PgColumn; owner: PgColumn; visitor: PgColumn; property: PgColumn; lastAt: PgColumn };
  visitorOf: (row: T["row"]) => string;
  /** The owner's side and the visitor's, as the kind's rules name them. */
  sides: readonly [owner: T["side"], visitor: T["side"]];
  /** Where a thread opens for one side. */
  link: (id: string, side: T["side"]) => string;
  /** The mail preference its readers set (decision 0027). */
  preference: Extract<MailPreferenceKind, "requests" | "offers">;
  create: (tx: Transaction, thread: { propertyId: string; ownerId: string; visitorId: string; now: Date } & T["create"]) => Promise<string>;
  update: (tx: Transaction, ids: string[], change: T["change"]) => Promise<void>;
  append: (tx: Transaction, entries: Array<{ threadId: string; authorId: string | null; createdAt: Date } & T["message"]>) => Promise<void>;
}

/** What the other side (or both) is told and mailed of a move. */
export interface ConversationNews {
  notice: Pick<NewNotification, "kind" | "params">;
  /** Sent after the move committed: to the other side of the mover, or to both. */
  mail: (ConversationMail & { to: "other" | "both" }) | null;
}

/** The thread `id` when `userId` is one of its two people. */
export function ofParticipant<T extends ConversationTypes>(stack: ConversationStack<T>, userId: string, id: string): SQL | undefined {
  return and(eq(stack.columns.id, id), or(eq(stack.columns.owner, userId), eq(stack.columns.visitor, userId)));
}

/**
 * Locks a thread for a write by one of its two people, and says which side they are. Anyone else
 * gets `not_found`: another person's conversation is not theirs to know about.
 */
export async function lockConversation<T extends ConversationTypes>(
  tx: Transaction,
  stack: ConversationStack<T>,
  userId: string,
  id: string,
): Promise<{ row: T["row"]; side: T["side"] }> {
  const [found] = await tx
    .select()
    .from(stack.table)
    .where(ofParticipant(stack, userId, id))
    .for("update")
    .limit(1);
  if (!found) throw new AppError("not_found");
  // A plain table lends no row type to the compiler: the stack's row is its table's.
  const row = found as unknown as T["row"];
  return { row, side: sideOf(stack, row, userId) };
}

/** Which side of a thread one of its two people is. */
export function sideOf<T extends ConversationTypes>(stack: ConversationStack<T>, row: Pick<ThreadRow, "ownerId">, userId: string): T["side"] {
  return row.ownerId === userId ? stack.sides[0] : stack.sides[1];
}

/** A thread's two people, the owner first, each with where the thread opens for them. */
export function conversationParties<T extends ConversationTypes>(
  stack: ConversationStack<T>,
  thread: { id: string; ownerId: string; visitorId: string },
): [Party, Party] {
  return [
    { userId: thread.ownerId, link: stack.link(thread.id, stack.sides[0]) },
    { userId: thread.visitorId, link: stack.link(thread.id, stack.sides[1]) },
  ];
}

/** The two people of a stored thread. */
export function partiesOf<T extends ConversationTypes>(stack: ConversationStack<T>, row: T["row"]): [Party, Party] {
  return conversationParties(stack, { id: row.id, ownerId: row.ownerId, visitorId: stack.visitorOf(row) });
}

/** Mails a thread's news (after it committed): `other` is the side the news is for when it is not for both. */
export async function mailNews<T extends ConversationTypes>(
  stack: ConversationStack<T>,
  thread: { propertyId: string; parties: [Party, Party] },
  mail: ConversationNews["mail"],
  other: string,
): Promise<void> {
  if (!mail) return;
  const { to, ...kind } = mail;
  await mailConversation({ propertyId: thread.propertyId, preference: stack.preference }, kind, thread.parties, to === "both" ? "both" : other);
}
