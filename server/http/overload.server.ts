import { performance } from "node:perf_hooks";
import type { RequestHandler, Response } from "express";
import { refuse } from "./refuse.server.ts";

export interface OverloadLimits {
  /** Requests this process works on at once; more wait in the queue. */
  concurrent: number;
  /** Requests waiting for a turn; one more is turned away at once. */
  queued: number;
  /** The longest a request waits for a turn before it is turned away. */
  maxWaitMs: number;
  /** How late the event loop may run before nothing more waits for a turn. */
  maxLagMs: number;
  /** A read (GET, HEAD) with no answer begun this long after it arrived is answered 503 (its work goes on unheard). */
  maxAnswerMs: number;
  /** Told every few seconds how many requests were turned away since, when any were: the log's one line for many 503s. */
  onTurnedAway?: (count: number) => void;
}

/** A request queued longer than this is turned away: well under a client's usual 10 s time-out. */
export const QUEUE_WAIT_MS = 2_000;
// The answer deadline and the event loop's lag limit are settings (OVERLOAD_ANSWER_DEADLINE_MS,
// OVERLOAD_LAG_LIMIT_MS in env.server.ts): 5 s and 500 ms by default.
const LAG_SAMPLE_MS = 100;
const TURNED_AWAY_REPORT_MS = 10_000;
/** Static files cost next to nothing and a page needs them to show its busy answer. */
const UNLIMITED = /^\/(assets|flags|media)\//;
/** Seconds a client is asked to wait: a moment, spread so that clients do not come back together. */
const RETRY_AFTER_SECONDS = ["1", "2", "3"];

const ANSWERED_LATE = "answeredLate";

/** Whether the overload limit answered this request 503 while its work went on (that work's failure to answer is expected). */
export const answeredLate = (res: Response): boolean => res.locals[ANSWERED_LATE] === true;

/**
 * Under overload each process answers 503 with Retry-After at once instead of letting every
 * request slow down until clients time out (decision 0042): a few requests are worked on at once,
 * a short queue absorbs bursts, and whatever does not fit, or waits too long, is turned away.
 */
export function overloadLimit(limits: OverloadLimits): RequestHandler {
  let active = 0;
  const waiting: Array<{ turn: () => void; turnAway: () => void }> = [];

  // How late a timer of LAG_SAMPLE_MS fires is how late everything in this process runs. A late
  // loop turns the queue away at once: its requests would get their turn too late to be of use.
  let expected = performance.now() + LAG_SAMPLE_MS;
  let lag = 0;
  setInterval(() => {
    const now = performance.now();
    lag = now - expected;
    expected = now + LAG_SAMPLE_MS;
    if (lag > limits.maxLagMs) for (const queued of waiting.splice(0)) queued.turnAway();
  }, LAG_SAMPLE_MS).unref();
  let turnedAway = 0;
  setInterval(() => {
    if (turnedAway > 0) limits.onTurnedAway?.(turnedAway);
    turnedAway = 0;
  }, TURNED_AWAY_REPORT_MS).unref();
  // The loop is late now, or was at its last tick: what it answers now is answered late.
  const lagging = () => Math.max(lag, performance.now() - expected) > limits.maxLagMs;

  const release = () => {
    const next = waiting.shift();
    if (next) next.turn();
    else active--;
  };

  return (req, res, next) => {
    if (UNLIMITED.test(req.path)) return next();
    const arrived = performance.now();
    const turnAway = () => {
      turnedAway++;
      res.set("Retry-After", RETRY_AFTER_SECONDS[Math.floor(Math.random() * RETRY_AFTER_SECONDS.length)]);
      refuse(req, res, "overloaded");
    };
    // Held until the answer is sent or the client goes away, whichever comes first.
    const start = () => {
      res.once("close", release);
      // Only a read is cut short: a write answered 503 while it commits would be sent again.
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const deadline = setTimeout(
        () => {
          if (res.headersSent) return;
          // The work goes on: what it sends later fails at its first header, and is not an error to report.
          res.locals[ANSWERED_LATE] = true;
          res.on("error", () => {});
          turnAway();
        },
        limits.maxAnswerMs - (performance.now() - arrived),
      );
      res.once("close", () => clearTimeout(deadline));
      next();
    };
    if (active < limits.concurrent) {
      active++;
      return start();
    }
    if (waiting.length >= limits.queued || lagging()) return turnAway();
    const queued = {
      turn: () => {
        clearTimeout(timer);
        start();
      },
      turnAway: () => {
        clearTimeout(timer);
        turnAway();
      },
    };
    const leave = () => {
      const index = waiting.indexOf(queued);
      if (index !== -1) waiting.splice(index, 1);
      return index !== -1;
    };
    const timer = setTimeout(() => {
      if (leave()) turnAway();
    }, limits.maxWaitMs);
    // A client that gives up while queued leaves the queue.
    res.once("close", () => {
      if (leave()) clearTimeout(timer);
    });
    waiting.push(queued);
  };
}
