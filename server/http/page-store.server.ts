import { LRUCache } from "lru-cache";
import type { PageViewCounts } from "./visitor-page.ts";

/** A page whose rendering took longer than this is not kept (the tags moved meanwhile are forgotten after it). */
export const RENDER_WINDOW_MS = 60_000;

export interface StoredPage {
  /** The last generation applied when its rendering started. */
  generation: number;
  tags: readonly string[];
  expiresAt: number;
  /** When its rendering started (ms). */
  renderedAt: number;
  /** How long after `renderedAt` it may still be served once one of its tags moved: 0 but for lists (decision 0071). */
  lagMs: number;
  status: number;
  headers: Array<[string, string | number | readonly string[]]>;
  /**
   * The page in Brotli, as every browser takes it: kept alone, a listing page is 13 kB instead of 116
   * (a plain copy beside it made 1,000 listing pages overflow the 64 MB a process keeps, so cycling
   * through them hit nothing: issue 31), and 16 kB in gzip. A client without Brotli (Node's fetch,
   * some CDNs) gets it in gzip, recompressed for it, or plain.
   */
  brotli: Buffer;
  counts: PageViewCounts;
  bytes: number;
}

interface TagChange {
  generation: number;
  tag: string;
}

/** Until when a page may still be served after a change it shows (its render, for all but lists). */
const lagEnd = (page: StoredPage) => page.renderedAt + page.lagMs;

/**
 * lru-cache keeps an entry while its age is at most its ttl; a page lives while now < expiresAt:
 * so its age is counted from a millisecond before now.
 */
const lifetime = (expiresAt: number, now: number) => ({ ttl: expiresAt - now, start: now - 1 });

/** The pages of one process, least recently used going first once their total size passes the budget. */
export class PageStore {
  private readonly pages: LRUCache<string, StoredPage>;
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Tags moved lately and by which generation: a page rendered before that is not kept. */
  private readonly moved = new Map<string, { generation: number; at: number }>();
  /** The newest generation whose changes are applied. */
  generation = 0;
  /** Everything before this generation was dropped at once. */
  private droppedBefore = 0;

  constructor(private readonly maxBytes: number) {
    this.pages = new LRUCache<string, StoredPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.bytes,
      // Date.now rather than performance.now, and read at each look, as the pages' own times are.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      // However a page goes (replaced, evicted, expired, dropped), the tag index forgets it.
      dispose: (page, key) => {
        for (const tag of page.tags) {
          const keys = this.keysByTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.keysByTag.delete(tag);
        }
      },
    });
  }

  /** The page unless past its time (then dropped), as the most recently used. */
  get(key: string): StoredPage | undefined {
    return this.pages.get(key);
  }

  /** The page however old, without touching the order: for when the database cannot say (decision 0041). */
  stale(key: string): StoredPage | undefined {
    return this.pages.peek(key, { allowStale: true });
  }

  set(key: string, page: StoredPage): void {
    if (page.bytes > this.maxBytes / 8 || page.generation < this.droppedBefore) return;
    const now = Date.now();
    // Rendered before a change it shows: not kept, or a list kept only for what is left of its lag.
    if (page.tags.some((tag) => (this.moved.get(tag)?.generation ?? 0) > page.generation)) {
      page = { ...page, expiresAt: Math.min(page.expiresAt, lagEnd(page)) };
    }
    if (page.expiresAt <= now) return;
    this.pages.set(key, page, lifetime(page.expiresAt, now));
    for (const tag of page.tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
  }

  /** Drops the pages showing what the changes moved. */
  apply(changes: readonly TagChange[]): void {
    const now = Date.now();
    for (const { generation, tag } of changes) {
      for (const key of this.keysByTag.get(tag) ?? []) {
        const page = this.pages.peek(key, { allowStale: true })!;
        // A list may lag the change: it goes once its lag, counted from its render, is over.
        if (lagEnd(page) <= now) this.pages.delete(key);
        else if (lagEnd(page) < page.expiresAt) {
          page.expiresAt = lagEnd(page);
          this.pages.set(key, page, lifetime(page.expiresAt, now));
        }
      }
      this.moved.set(tag, { generation: Math.max(generation, this.moved.get(tag)?.generation ?? 0), at: now });
      if (generation > this.generation) this.generation = generation;
    }
    for (const [tag, { at }] of this.moved) {
      if (now - at > 2 * RENDER_WINDOW_MS) this.moved.delete(tag);
    }
  }

  /** Drops every page (too many changes to read one by one). */
  dropAll(generation: number): void {
    this.pages.clear();
    this.generation = Math.max(this.generation, generation);
    this.droppedBefore = this.generation;
  }

  get size(): number {
    return this.pages.size;
  }
}
