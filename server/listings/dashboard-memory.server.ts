import { eq } from "drizzle-orm";
import {
  DASHBOARD_PAGE_SIZES,
  type DashboardPageSize,
  type DashboardQuery,
  rememberedDashboardHref,
  rememberedDashboardSearch,
} from "../../domain/dashboard.ts";
import { users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

export interface DashboardMemory {
  /** `last_dashboard_search`: the tab, filters and sort last used, or null. */
  search: Record<string, unknown> | null;
  /** `dashboard_limit`: the page size last chosen. */
  limit: DashboardPageSize;
}

/** The owner's last dashboard search and page size, kept on the user so another device sees them too. */
export async function readDashboardMemory(userId: string): Promise<DashboardMemory> {
  const [row] = await db().select({ search: users.lastDashboardSearch, limit: users.dashboardLimit }).from(users).where(eq(users.id, userId));
  const limit = (DASHBOARD_PAGE_SIZES as readonly number[]).includes(row?.limit ?? 0) ? (row!.limit as DashboardPageSize) : 20;
  return { search: row?.search ?? null, limit };
}

/** Keeps what the owner is looking at now, writing only when it changed (a plain visit writes nothing). */
export async function rememberDashboard(userId: string, memory: DashboardMemory, query: DashboardQuery, limit: DashboardPageSize): Promise<void> {
  const search = rememberedDashboardSearch(query);
  // Compared as addresses: jsonb keeps its keys in its own order.
  if (rememberedDashboardHref(search) === rememberedDashboardHref(memory.search) && limit === memory.limit) return;
  await db().transaction(async (tx) => {
    await tx.update(users).set({ lastDashboardSearch: search, dashboardLimit: limit }).where(eq(users.id, userId));
  });
}
