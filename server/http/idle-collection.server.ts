import type { RequestHandler } from "express";

export interface IdleCollection {
  /** No request for this long after a busy spell: the process is idle. */
  idleMs: number;
  /** Requests since the last collection that make a busy spell worth collecting after. */
  afterRequests: number;
  /** The full collection (V8's `gc`, exposed to the web workers by `--expose-gc`); none: nothing is done. */
  collect: (() => void) | undefined;
}

/**
 * After a busy spell V8 keeps its garbage: a minute of 200 connections left each web worker at
 * 300+ MB of which 60 MB lived, and V8's own memory reducer gave it back in one worker of two
 * (after 50 s) and never in the other (decision 0042). A full collection once the process has
 * been idle a few seconds brings it back to the warmed-up figure; it costs ~250 ms of a process
 * that has nothing else to do, and never runs while a request is in flight.
 */
export function collectWhenIdle({ idleMs, afterRequests, collect }: IdleCollection): RequestHandler {
  let inFlight = 0;
  let sinceCollection = 0;
  let lastFinished = 0;
  if (collect) {
    setInterval(
      () => {
        if (inFlight > 0 || sinceCollection < afterRequests || Date.now() - lastFinished < idleMs) return;
        sinceCollection = 0;
        collect();
      },
      Math.max(100, idleMs / 2),
    ).unref();
  }
  return (_req, res, next) => {
    inFlight++;
    sinceCollection++;
    res.once("close", () => {
      inFlight--;
      lastFinished = Date.now();
    });
    next();
  };
}
