/**
 * Server rendering: one i18next instance per request in the detected language,
 * the CSP nonce on every inline script, always the complete document.
 */
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { pipeline } from "node:stream";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { createInstance, type i18n as I18nInstance } from "i18next";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getLocale } from "./i18n/i18next.server";
import { serverI18nextOptions } from "./i18n/resources";
import { renderTerminalSplice } from "./terminal/form/splice.server";
import { NonceContext } from "./utils/nonce";
import { StructuredDataContext } from "./seo/structured-data";
import { report } from "./services/log.server";
import { scriptsInsideBody } from "./utils/scripts-inside-body.server";
import { withoutZeroBytes } from "./utils/react-stream-padding.server";

// The server hands its shared instances to this build right after importing it (build.entry.module.bindPlatform).
export { bindPlatform } from "./services/shared.server";
// The server answers POST /api/sendMessage with this build's chatApi, without a Web Request (ADR 042).
export { chatApi } from "./services/chat-api.server";

const ABORT_DELAY = 5_000;

/**
 * One initialized i18next instance per language, shared by every request: the
 * resources are static and server rendering never changes the language, so
 * there is nothing per request to isolate (and init costs ~1 ms a request).
 */
const instances = new Map<string, Promise<I18nInstance>>();
function i18nFor(locale: string): Promise<I18nInstance> {
  let instance = instances.get(locale);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n
      .use(initReactI18next)
      .init(serverI18nextOptions(locale))
      .then(() => i18n);
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * A no-JS session's terminal rendered alone (the page cache splices it into the shared page): here, so it
 * uses this build's modules (content, sessions, i18n instances) like the page's own render.
 */
export async function terminalSplice(
  cookieHeader: string | null,
  lang: string,
  formAction: string,
  env: Parameters<typeof renderTerminalSplice>[4],
  health: Parameters<typeof renderTerminalSplice>[5],
) {
  return renderTerminalSplice(await i18nFor(lang), cookieHeader, lang, formAction, env, health);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const rootData = remixContext.staticHandlerContext.loaderData?.root as { locale?: string } | undefined;
  const locale = rootData?.locale ?? (await getLocale(request));

  const i18n = await i18nFor(locale);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StructuredDataContext.Provider value={loadContext.structuredData}>
          <I18nextProvider i18n={i18n}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </I18nextProvider>
        </StructuredDataContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Always the complete document: sections below the hero are lazy components, and a
        // streamed (suspended) boundary would stay hidden for visitors without JavaScript.
        onAllReady() {
          shellRendered = true;
          const body = scriptsInsideBody();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          // React's buffers may carry zero bytes of padding (react-stream-padding.server.ts): dropped before
          // anything reads the page. pipeline: a visitor who goes away closes the whole chain, and React's
          // render is aborted as when it wrote to the body itself.
          const rendered = withoutZeroBytes();
          pipeline(rendered, body, () => {});
          pipe(rendered);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) report("error", "[render] error after the shell was sent", error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Errors thrown by loaders and actions: one log line (with the request id) instead of Remix's
 * console.error. A 4xx error response (an unknown URL's 404) is the visitor's: its access line says enough.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return; // the visitor went away: not an error of ours
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? `error response ${error.status}`) : error;
  report("error", "[remix] unhandled error in a loader or action", cause);
};
