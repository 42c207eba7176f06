import type { RequestHandler } from "express";
import { refuse } from "./refuse.server.ts";

export interface OverloadLimits {
  /** Requests this process works on at once; more wait in the queue. */
  concurrent: number;
  /** Requests waiting for a turn; one more is turned away at once. */
  queued: number;
  /** The longest a request waits for a turn before it is turned away. */
  maxWaitMs: number;
}

/** A request queued longer than this is turned away: well under a client's usual 10 s time-out. */
export const QUEUE_WAIT_MS = 2_000;
/** Static files cost next to nothing and a page needs them to show its busy answer. */
const UNLIMITED = /^\/(assets|flags|media)\//;
/** Seconds a client is asked to wait: a moment, spread so that clients do not come back together. */
const RETRY_AFTER_SECONDS = ["1", "2", "3"];

/**
 * Under overload each process answers 503 with Retry-After at once instead of letting every
 * request slow down until clients time out (decision 0042): a few requests are worked on at once,
 * a short queue absorbs bursts, and whatever does not fit, or waits too long, is turned away.
 */
export function overloadLimit(limits: OverloadLimits): RequestHandler {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  return (req, res, next) => {
    if (UNLIMITED.test(req.path)) return next();
    const turnAway = () => {
      res.set("Retry-After", RETRY_AFTER_SECONDS[Math.floor(Math.random() * RETRY_AFTER_SECONDS.length)]);
      refuse(req, res, "overloaded");
    };
    // Held until the answer is sent or the client goes away, whichever comes first.
    const start = () => {
      res.once("close", release);
      next();
    };
    if (active < limits.concurrent) {
      active++;
      return start();
    }
    if (waiting.length >= limits.queued) return turnAway();
    const turn = () => {
      clearTimeout(timer);
      start();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      turnAway();
    }, limits.maxWaitMs);
    // A client that gives up while queued leaves the queue.
    res.once("close", () => {
      const index = waiting.indexOf(turn);
      if (index === -1) return;
      waiting.splice(index, 1);
      clearTimeout(timer);
    });
    waiting.push(turn);
  };
}
