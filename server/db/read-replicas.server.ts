import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import type { Logger } from "pino";
import { connectDatabase, type DatabaseHandle } from "./client.server.ts";

// docs/decisions/0062-read-replicas.md: visitors' reads on streaming replicas (DATABASE_READ_URLS),
// each replica's lag checked every second, not per query; everything else on the primary.

/** A replica further behind than this is skipped until it catches up. */
export const MAX_REPLICA_LAG_SECONDS = 5;
/** How often each replica's lag is read; a replica that does not answer within it is skipped. */
export const REPLICA_PROBE_MS = 1_000;
/**
 * A client who wrote reads from the primary this long after: past the lag a usable replica may
 * have, plus the time its lag takes to be read again.
 */
export const READ_YOUR_WRITES_SECONDS = 10;

/** What a request may read from: set by the HTTP layer; no scope (jobs, scripts) means the primary. */
interface ReadScope {
  replicaReads: boolean;
  /** The replica this request reads from once chosen (null: the primary), so its reads see one state. */
  pinned?: DatabaseHandle | null;
}

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `work` (a request) with its reads allowed on a replica or not. */
export function withReadScope<T>(replicaReads: boolean, work: () => T): T {
  return scopes.run({ replicaReads }, work);
}

/** The rest of this request reads from the primary (it must see what the primary just said). */
export function readFromPrimary(): void {
  const scope = scopes.getStore();
  if (scope) scope.pinned = null;
}

interface Replica {
  name: string;
  handle: DatabaseHandle;
  usable: boolean;
  probing: boolean;
}

/** The primary's WAL position at a moment: a replica past it has everything committed until then. */
interface PrimarySample {
  at: number;
  lsn: bigint;
}

interface ReplicaState {
  standby: boolean;
  replayed: string | null;
  since_last_replay: number | null;
}

/** "16/B374D848" as a number, to compare positions. */
export function lsnValue(lsn: string): bigint {
  const [high = "0", low = "0"] = lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Seconds a replica is behind: the smaller of the time since the last transaction it replayed
 * (pg_last_xact_replay_timestamp, which also grows on an idle primary) and the age of the newest
 * primary position it has replayed past (which also grows when it stopped receiving WAL).
 */
export function replicaLagSeconds(state: ReplicaState, samples: readonly PrimarySample[], now: number): number {
  if (!state.standby) return 0;
  const replayed = state.replayed === null ? -1n : lsnValue(state.replayed);
  const reached = samples.findLast((sample) => sample.lsn <= replayed);
  const sincePosition = reached ? (now - reached.at) / 1000 : Number.POSITIVE_INFINITY;
  return Math.min(state.since_last_replay ?? Number.POSITIVE_INFINITY, sincePosition);
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const REPLICA_STATE = `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed,
  extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp())::float8 as since_last_replay`;

/** The replicas of one process, with whether each is usable now. */
export class ReplicaPool {
  private readonly replicas: Replica[];
  private samples: PrimarySample[] = [];
  private next = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly primary: Pick<pg.Pool, "query">,
    handles: ReadonlyArray<{ name: string; handle: DatabaseHandle }>,
    private readonly logger: Logger,
    private readonly options = { maxLagSeconds: MAX_REPLICA_LAG_SECONDS, probeMs: REPLICA_PROBE_MS },
  ) {
    this.replicas = handles.map(({ name, handle }) => ({ name, handle, usable: false, probing: false }));
    // A connection the replica dropped says it went away: skipped at once, not at the next probe.
    for (const replica of this.replicas) replica.handle.pool.on("error", () => this.mark(replica, false, "its connection failed"));
  }

  /** Reads every replica's lag now, then every `probeMs`. */
  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.options.probeMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.handle.pool.end()));
  }

  /** One round: the primary's position, then each replica's state. */
  async probe(): Promise<void> {
    const now = Date.now();
    try {
      const { rows } = await withinMs(this.primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn"), this.options.probeMs);
      this.samples.push({ at: now, lsn: lsnValue(rows[0]!.lsn) });
    } catch {
      // The primary is down: requests fail on their own; the replicas' lag is judged on what is known.
    }
    // Kept just long enough to tell a lag of maxLagSeconds.
    this.samples = this.samples.filter((sample) => now - sample.at <= (this.options.maxLagSeconds + 1) * 1000 + this.options.probeMs);
    await Promise.all(this.replicas.map((replica) => this.probeReplica(replica)));
  }

  private async probeReplica(replica: Replica): Promise<void> {
    // One still waiting for its last probe stays skipped.
    if (replica.probing) return;
    replica.probing = true;
    try {
      const { rows } = await withinMs(replica.handle.pool.query<ReplicaState>(REPLICA_STATE), this.options.probeMs);
      const lag = replicaLagSeconds(rows[0]!, this.samples, Date.now());
      this.mark(replica, lag <= this.options.maxLagSeconds, `it is ${Number.isFinite(lag) ? `${lag.toFixed(1)} s` : "far"} behind`);
    } catch (error) {
      this.mark(replica, false, `it does not answer (${(error as Error).message})`);
    } finally {
      replica.probing = false;
    }
  }

  private mark(replica: Replica, usable: boolean, why: string): void {
    if (replica.usable === usable) return;
    replica.usable = usable;
    if (usable) this.logger.info({ replica: replica.name }, "reading from a replica");
    else this.logger.warn({ replica: replica.name, why }, "a read replica is skipped");
  }

  /** The replica this request reads from: none outside a visitor's read, or when none is usable. */
  forRead(): DatabaseHandle | undefined {
    const scope = scopes.getStore();
    if (!scope?.replicaReads) return undefined;
    if (scope.pinned === undefined) {
      const usable = this.replicas.filter((replica) => replica.usable);
      scope.pinned = usable.length ? usable[this.next++ % usable.length]!.handle : null;
    }
    return scope.pinned ?? undefined;
  }
}

/** The replicas of DATABASE_READ_URLS, their lag read once before the first request; none when unset. */
export async function connectReplicas(
  urls: readonly string[],
  primary: Pick<pg.Pool, "query">,
  poolSize: number,
  logger: Logger,
): Promise<ReplicaPool | undefined> {
  if (!urls.length) return undefined;
  // The host and port name a replica in the logs, never its password.
  const handles = urls.map((url) => ({ name: new URL(url).host, handle: connectDatabase(url, poolSize) }));
  const replicas = new ReplicaPool(primary, handles, logger);
  await replicas.start();
  return replicas;
}
