import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { databaseDown, noteDatabaseFailure } from "../server/db/availability.server.ts";
import { RETRY_AFTER_SECONDS, unavailablePage } from "../server/http/database-unavailable.server.ts";
import { createI18n, loadCatalog } from "#domain/i18n/i18n.ts";
import { I18nContext } from "./i18n/use-translation.ts";
import { BootGuardContext } from "./lib/boot-guard.ts";
import { bootGuardScript } from "./lib/boot-guard.server.ts";
import { NonceContext } from "./lib/nonce.ts";
import { requestContext } from "#server/http/request-context.ts";
import { reportMissingKeys } from "#server/i18n/translate.server.ts";

if (import.meta.env.PROD) reportMissingKeys();

export const streamTimeout = 5_000;

/**
 * React writes a document in 2 kB pieces, and the server sends each piece on its own (a gzip flush
 * and a system call each: about a fifth of a listing page's server time, decision 0015). Pieces
 * written in the same turn of the event loop, a whole document when nothing is suspended, go out
 * as one.
 */
class Coalesce extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    this.scheduled = false;
    if (this.pending.length) this.push(Buffer.concat(this.pending));
    this.pending = [];
  }
}

/** React Router's own logging, and the loaders' failures that say the database is unreachable (decision 0041). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (noteDatabaseFailure(error) || request.signal.aborted) return;
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce, locale } = loadContext.get(requestContext);
  // A loader failed because the database is unreachable: the short page, not the app's error page.
  if (responseStatusCode >= 500 && databaseDown()) {
    return new Response(unavailablePage(locale), {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    });
  }
  await loadCatalog(locale);
  const i18n = createI18n(locale);
  // Crawlers and SPA-mode prerender wait for the whole document.
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const send = () => {
      shellRendered = true;
      const body = new Coalesce();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={cspNonce}>
        <BootGuardContext.Provider value={bootGuardScript(locale, i18n)}>
          <I18nContext.Provider value={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
          </I18nContext.Provider>
        </BootGuardContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: cspNonce,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          clearTimeout(timer);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Only a render still running when the time is up is aborted; a finished one lets go of its timer.
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
