import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { singleFlight } from "../../server/http/page-cache.server.ts";

/** A read that finishes when told, recording when each one started. */
function controlledReads() {
  const started: number[] = [];
  const finishers: Array<(error?: Error) => void> = [];
  let clock = 0;
  const read = () =>
    new Promise<void>((resolve, reject) => {
      started.push(clock);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  return { read, started, finish: (index: number, error?: Error) => finishers[index]?.(error), tick: () => ++clock };
}

describe("one read of the page cache's changes at a time", () => {
  it("shares one running read among the requests that come while it runs, and starts one more for them after it", async () => {
    const reads = controlledReads();
    const caughtUp = singleFlight(reads.read);
    const first = caughtUp();
    reads.tick();
    const laterOnes = [caughtUp(), caughtUp(), caughtUp()];
    expect(reads.started).toEqual([0]);
    reads.finish(0);
    await first;
    // The following read starts after they came: it sees every change committed before them.
    await Promise.resolve();
    await Promise.resolve();
    expect(reads.started).toEqual([0, 1]);
    reads.finish(1);
    await Promise.all(laterOnes);
    expect(reads.started).toHaveLength(2);
  });

  it("gives a failed read's error to the requests that waited for it, and reads again for the next", async () => {
    const reads = controlledReads();
    const caughtUp = singleFlight(reads.read);
    const first = caughtUp();
    reads.finish(0, new Error("database down"));
    await expect(first).rejects.toThrow("database down");
    const next = caughtUp();
    expect(reads.started).toHaveLength(2);
    reads.finish(1);
    await expect(next).resolves.toBeUndefined();
  });

  it("never answers a request from a read that started before it came, and runs one read at a time", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), async (arrivals) => {
        let clock = 0;
        const reads: { current: { startedAt: number; finish: () => void } | null } = { current: null };
        let lastEnded = -1;
        let overlapping = false;
        const caughtUp = singleFlight(
          () =>
            new Promise<void>((resolve) => {
              if (reads.current) overlapping = true;
              const read = {
                startedAt: clock,
                finish: () => {
                  reads.current = null;
                  lastEnded = read.startedAt;
                  resolve();
                },
              };
              reads.current = read;
            }),
        );
        const flush = () => new Promise((resolve) => setImmediate(resolve));
        const answers: Array<Promise<{ cameAt: number; answeredBy: number }>> = [];
        // true: a request comes; false: the running read (if any) ends.
        for (const arrives of arrivals) {
          clock++;
          if (arrives) {
            const cameAt = clock;
            answers.push(caughtUp().then(() => ({ cameAt, answeredBy: lastEnded })));
          } else {
            reads.current?.finish();
          }
          await flush();
        }
        for (let round = 0; round <= arrivals.length && reads.current; round++) {
          clock++;
          reads.current?.finish();
          await flush();
        }
        for (const { cameAt, answeredBy } of await Promise.all(answers)) expect(answeredBy).toBeGreaterThanOrEqual(cameAt);
        expect(overlapping).toBe(false);
      }),
    );
  });
});
