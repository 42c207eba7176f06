import pino from "pino";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { lsnValue, readFromPrimary, ReplicaPool, replicaLagSeconds, withReadScope } from "../../server/db/read-replicas.server.ts";

type Answer = () => Promise<{ rows: unknown[] }>;

/** A replica's pool answering its state query as `answer` says (or failing, or never answering). */
function fakeReplica(name: string, answer: Answer) {
  const handle = { pool: { query: answer, on: () => undefined, end: async () => {} }, db: { name } } as unknown as DatabaseHandle;
  return { name, handle };
}

const standby = (replayed: string, sinceLastReplay: number | null) => async () => ({
  rows: [{ standby: true, replayed, since_last_replay: sinceLastReplay }],
});
const primaryAt = (lsn: string) => ({ query: async () => ({ rows: [{ lsn }] }) }) as never;
const options = { maxLagSeconds: 5, probeMs: 200 };
const logger = pino({ level: "silent" });

/** The replica a visitor's read of one request goes to (its db's name), or "primary". */
const readFrom = (pool: ReplicaPool, replicaReads = true) =>
  withReadScope(replicaReads, () => (pool.forRead()?.db as unknown as { name: string } | undefined)?.name ?? "primary");

describe("the replica pool", () => {
  it("sends visitors' reads to a replica in step, and skips one that lags, fails or does not answer", async () => {
    const pool = new ReplicaPool(
      primaryAt("0/5000"),
      [
        fakeReplica("in step", standby("0/5000", 0.2)),
        fakeReplica("lagging", standby("0/4000", 30)),
        fakeReplica("down", async () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))),
        fakeReplica("hanging", () => new Promise(() => {})),
      ],
      logger,
      options,
    );
    await pool.probe();
    for (let request = 0; request < 4; request++) expect(readFrom(pool)).toBe("in step");
  });

  it("reads from the primary outside a visitor's read, after readFromPrimary, and when no replica is usable", async () => {
    const pool = new ReplicaPool(primaryAt("0/5000"), [fakeReplica("in step", standby("0/5000", 0.2))], logger, options);
    expect(readFrom(pool)).toBe("primary"); // not probed yet
    await pool.probe();
    expect(pool.forRead()).toBeUndefined(); // no request scope: a job, a script
    expect(readFrom(pool, false)).toBe("primary"); // a write, or a client that wrote lately
    expect(withReadScope(true, () => (readFromPrimary(), pool.forRead()))).toBeUndefined();

    const allLagging = new ReplicaPool(primaryAt("0/5000"), [fakeReplica("lagging", standby("0/4000", 30))], logger, options);
    await allLagging.probe();
    expect(readFrom(allLagging)).toBe("primary");
  });

  it("keeps one replica for a whole request and spreads requests over the usable ones", async () => {
    const pool = new ReplicaPool(primaryAt("0/5000"), [fakeReplica("a", standby("0/5000", 0)), fakeReplica("b", standby("0/5000", 0))], logger, options);
    await pool.probe();
    const perRequest = [0, 1, 2, 3].map(() =>
      withReadScope(true, () => {
        const first = pool.forRead();
        expect(pool.forRead()).toBe(first);
        return (first?.db as unknown as { name: string }).name;
      }),
    );
    expect(perRequest).toEqual(["a", "b", "a", "b"]);
  });

  it("skips a replica that stopped answering at the next probe, and takes it back once in step", async () => {
    let answer: Answer = standby("0/5000", 0);
    const pool = new ReplicaPool(primaryAt("0/5000"), [fakeReplica("flaky", () => answer())], logger, options);
    await pool.probe();
    expect(readFrom(pool)).toBe("flaky");
    answer = () => new Promise(() => {});
    await pool.probe();
    expect(readFrom(pool)).toBe("primary");
    answer = standby("0/5000", 0);
    await pool.probe();
    expect(readFrom(pool)).toBe("flaky");
  });
});

describe("a replica's lag", () => {
  const now = 100_000;
  const samples = [
    { at: now - 3_000, lsn: lsnValue("0/1000") },
    { at: now - 2_000, lsn: lsnValue("0/2000") },
    { at: now - 1_000, lsn: lsnValue("0/3000") },
  ];

  it("is small on an idle primary, whose last transaction is long replayed", () => {
    expect(replicaLagSeconds({ standby: true, replayed: "0/3000", since_last_replay: 600 }, samples, now)).toBe(1);
  });

  it("grows when the replica stopped receiving WAL, even if it replayed all it received", () => {
    expect(replicaLagSeconds({ standby: true, replayed: "0/1800", since_last_replay: 600 }, samples, now)).toBe(3);
    expect(replicaLagSeconds({ standby: true, replayed: "0/0800", since_last_replay: null }, samples, now)).toBe(Number.POSITIVE_INFINITY);
  });

  it("is the time since the last replayed transaction while the primary writes", () => {
    expect(replicaLagSeconds({ standby: true, replayed: "0/1800", since_last_replay: 0.3 }, samples, now)).toBe(0.3);
  });

  it("is nothing for a server that is not a standby, and positions compare across the slash", () => {
    expect(replicaLagSeconds({ standby: false, replayed: null, since_last_replay: null }, [], now)).toBe(0);
    expect(lsnValue("1/0") > lsnValue("0/FFFFFFFF")).toBe(true);
  });
});
