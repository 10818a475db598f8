/**
 * The hero terminal as an HTML form (no JavaScript needed): the page's action
 * runs a posted line in the visitor's server-side session and redirects back to
 * the terminal (post/redirect/get: a reload never runs a command twice); the
 * page's loader shows the session, or a fresh terminal's first screen.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { Env } from "~/env.server";
import { databaseUnavailable, type WriteHealth } from "../../../db/write-health";
import { getContent } from "~/content/store.server";
import type { Content } from "~/content/types";
import { getLocale } from "~/i18n/i18next.server";
import { inLanguage, isHttpsSite, langCookieHeader, LANG_QUERY_PARAM, type Lang, type Localized } from "~/i18n/config";
import { log } from "~/services/log.server";
import { runTerminalLine, type TerminalInput } from "~/services/terminal-runner.server";
import { passwordPrompt, type PendingSudo } from "~/terminal/engine/password";
import {
  loadSession,
  peekSession,
  readSessionCookie,
  saveSession,
  saveSessionImage,
  sessionCookie,
  sessionVersion,
  type TerminalSessionState,
} from "~/services/terminal-sessions.server";
import { bannerLine } from "~/terminal/engine/banner";
import { bootFrames } from "~/terminal/engine/boot-script";
import { bootTexts } from "~/terminal/engine/boot-texts";
import { GUEST_HOME } from "~/content/filesystem";
import { formatPrompt } from "~/terminal/catalog";
import { DEFAULT_THEME, type TerminalUser } from "~/terminal/catalog/first-page";
import { THEMES } from "~/terminal/engine/themes";
import type { TerminalLine } from "~/terminal/engine/types";
import { displayPath, frameTitle, HOMES } from "~/terminal/engine/vfs";
import {
  EDITOR_EXIT,
  EDITOR_SAVE,
  TERMINAL_EDITOR_FIELD,
  TERMINAL_FILENAME_FIELD,
  TERMINAL_LAST_COMMAND_ID,
  TERMINAL_LINE_FIELD,
  TERMINAL_SECRET_FIELD,
  TERMINAL_TEXT_FIELD,
  type ServerTerminalView,
} from "./view";
import { LOW_DISK_MESSAGE, LowDiskError, storageBudget } from "~/services/storage-budget.server";

/** The answer of a post the server could not keep (the database is unavailable). */
export interface TerminalActionData {
  terminalError: string;
}

export const IMAGE_PATH = "/terminal/image";

const UNAVAILABLE: Localized<string> = {
  en: "The terminal cannot save your session right now. Please try again in a moment.",
  fr: "Le terminal ne peut pas enregistrer votre session pour le moment. Réessayez dans un instant.",
};

/** Fresh views per content (a reloaded content gets its own) and language. */
const FRESH = new WeakMap<Content, Map<Lang, ServerTerminalView>>();

/** The prompt as the engine draws it: "guest@clad:~$" (sudo's or su's own while it waits for the password). */
function promptText(user: TerminalUser, cwd: string, mode: "normal" | "password", lang: Lang, pending: PendingSudo = null): string {
  if (mode === "password") return passwordPrompt(lang, user, pending);
  return formatPrompt(user, getContent().profile.handle, displayPath(cwd, HOMES[user]));
}

/**
 * A fresh terminal's first screen: the engine's boot (boot-script.ts, the frames the engine
 * plays) at its end, without the session line (a session starts at the first post). The same
 * for every visitor of a language: the page stays cacheable.
 */
function freshView(lang: Lang): ServerTerminalView {
  const content = getContent();
  const views = FRESH.get(content) ?? new Map<Lang, ServerTerminalView>();
  FRESH.set(content, views);
  let view = views.get(lang);
  if (!view) {
    const { profile } = content;
    const boot = bootTexts(lang, profile.name);
    view = {
      lines: bootFrames(boot, bannerLine(content, lang), null, true)[0].lines,
      active: false,
      prompt: promptText("guest", GUEST_HOME, "normal", lang),
      mode: "normal",
      theme: DEFAULT_THEME,
      title: frameTitle("guest", profile.handle, GUEST_HOME),
      boot,
    };
    views.set(lang, view);
  }
  return view;
}

/**
 * What a session's page shows of its lines: the last ones, at most this many and this many bytes (as the
 * loader's data spells them; the page carries them twice, as HTML and as data). The session keeps more
 * (SESSION_LIMITS). 60 lines fill a tall screen; 8 KB is the last few outputs (`help` and a command or two
 * after it, or one long answer) and keeps a full session's page under 120 KB. The last command's echo
 * and answer are shown whole when they fit the larger lastAnswer limits (`help` lists every command).
 */
export const SESSION_VIEW_LIMITS = { lines: 60, bytes: 8 * 1024, lastAnswerLines: 120, lastAnswerBytes: 24 * 1024 } as const;

const TRIMMED: Localized<(count: number) => string> = {
  en: (count) => `… ${count} earlier ${count === 1 ? "line is" : "lines are"} not shown here.`,
  fr: (count) => `… ${count} ${count === 1 ? "ligne précédente n'est pas affichée" : "lignes précédentes ne sont pas affichées"} ici.`,
  es: (count) => `… ${count === 1 ? "1 línea anterior no se muestra" : `${count} líneas anteriores no se muestran`} aquí.`,
};

/** The session's last lines within SESSION_VIEW_LIMITS (at least the last one), after a note of how many are left out. */
export function sessionTail(lines: readonly TerminalLine[], lang: Lang): TerminalLine[] {
  let bytes = 0;
  let start = lines.length;
  while (start > 0 && lines.length - start < SESSION_VIEW_LIMITS.lines) {
    const size = Buffer.byteLength(JSON.stringify(lines[start - 1]), "utf8");
    if (start < lines.length && bytes + size > SESSION_VIEW_LIMITS.bytes) break;
    bytes += size;
    start -= 1;
  }
  // The last command shown from its echo on, when the limits above cut its answer.
  const echo = lines.findLastIndex((line) => line.type === "user");
  if (echo >= 0 && echo < start && lines.length - echo <= SESSION_VIEW_LIMITS.lastAnswerLines) {
    const answerBytes = lines.slice(echo).reduce((n, line) => n + Buffer.byteLength(JSON.stringify(line), "utf8"), 0);
    if (answerBytes <= SESSION_VIEW_LIMITS.lastAnswerBytes) start = echo;
  }
  const tail = lines.slice(start);
  // Engine line ids count up from 0: a negative one never meets theirs.
  return start === 0 ? tail : [{ id: -1, type: "system", text: inLanguage(TRIMMED, lang)(start) }, ...tail];
}

function sessionView(state: TerminalSessionState, lang: Lang): ServerTerminalView {
  const { engine } = state;
  const lines = sessionTail(engine.lines, lang);
  const view: ServerTerminalView = {
    lines,
    active: true,
    prompt: promptText(engine.user, engine.cwd, engine.mode, lang, engine.pendingSudo),
    mode: engine.mode,
    theme: engine.theme,
    title: frameTitle(engine.user, getContent().profile.handle, engine.cwd),
  };
  if (engine.theme !== DEFAULT_THEME) view.themeColors = THEMES[engine.theme].colors;
  if (engine.editor) view.editor = { name: engine.editor.name, content: engine.editor.content, isNew: engine.editor.isNew };
  const image = state.image;
  // Shown after its line, by URL (the page never carries the picture itself).
  if (image && lines.some((line) => line.id === image.lineId)) {
    view.image = {
      afterLineId: image.lineId,
      prompt: image.prompt,
      src: `${IMAGE_PATH}?v=${image.version}`,
      downloadHref: `${IMAGE_PATH}?v=${image.version}&download=1`,
    };
  }
  return view;
}

/** What the terminal shows in the page's HTML for this request. */
export function terminalView(request: Request, lang: Lang, env: Pick<Env, "LOG_LEVEL">, health: WriteHealth): ServerTerminalView {
  return terminalViewFor(request.headers.get("Cookie"), lang, env, health);
}

/** The same from a Cookie header (a no-JS session's page spliced without a Remix request: splice.server.tsx). */
export function terminalViewFor(
  cookieHeader: string | null,
  lang: Lang,
  env: Pick<Env, "LOG_LEVEL">,
  health: WriteHealth,
): ServerTerminalView {
  let state: TerminalSessionState | null = null;
  let key: string | null = null;
  const views = keptViews();
  try {
    const id = readSessionCookie(cookieHeader);
    // The session's version (its last post) is a small read; its state a large one and a parse: a view
    // already made for this version is reused (a reload, the page cache's splice).
    const version = sessionVersion(id);
    if (version === null) return freshView(lang);
    key = `${version}|${lang}`;
    const kept = views.get(key);
    if (kept) {
      views.delete(key);
      views.set(key, kept);
      return kept;
    }
    state = peekSession(id);
  } catch (error) {
    // The page still renders (a fresh terminal) when the database cannot be read.
    log(env, "error", `[terminal] session read failed: ${health.describe(error)}`);
  }
  if (!state) return freshView(lang);
  const view = sessionView(state, lang);
  if (key !== null) {
    views.set(key, view);
    for (const oldest of views.keys()) {
      if (views.size <= KEPT_VIEWS) break;
      views.delete(oldest);
    }
  }
  return view;
}

/** Session views kept by version (each at most SESSION_VIEW_LIMITS, so about 3 MB in all), per content. */
const KEPT_VIEWS = 256;
const VIEWS = new WeakMap<Content, Map<string, ServerTerminalView>>();

function keptViews(): Map<string, ServerTerminalView> {
  const content = getContent();
  let views = VIEWS.get(content);
  if (!views) {
    views = new Map();
    VIEWS.set(content, views);
  }
  return views;
}

/**
 * Whether the browser that posted focuses an `autofocus` input on load. Browsers that send fetch metadata
 * (Sec-Fetch-*: Chromium 76+, Firefox 90+, Safari 16.4+) all do, which brings the page back to the terminal;
 * text browsers (w3m, lynx) and older ones send none and do not, so they would land at the top of the page.
 */
const focusesAutofocus = (request: Request) => request.headers.has("Sec-Fetch-Mode");

/**
 * Where a post goes back to: the same page (query kept, `lng` switched if asked). A browser that
 * focuses the input on load (autofocus) gets no #fragment: it brings the page back to the terminal, and a
 * fragment would cancel autofocus (HTML's rule), leaving the visitor to click the input again before each
 * command. The others get the last command's anchor, so they land on its answer.
 */
function backToTerminal(request: Request, lng?: Lang): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  if (lng) url.searchParams.set(LANG_QUERY_PARAM, lng);
  const fragment = focusesAutofocus(request) ? "" : `#${TERMINAL_LAST_COMMAND_ID}`;
  return `${url.pathname}${url.search}${fragment}`;
}

const EDITOR_NOT_OPEN: Localized<string> = {
  en: "No file is open in the editor: nothing was written.",
  fr: "Aucun fichier n'est ouvert dans l'éditeur\u00a0: rien n'a été écrit.",
};
const EDITOR_BAD_FORM: Localized<string> = {
  en: "The editor's form came back incomplete: nothing was written. Press Save or Exit again.",
  fr: "Le formulaire de l'éditeur est arrivé incomplet\u00a0: rien n'a été écrit. Appuyez de nouveau sur Enregistrer ou Quitter.",
};

/**
 * What the form posted: a command line, or the editor's button with its text (the textarea
 * sends CRLF line ends: the file gets LF, as the browser's editor writes). Null: a malformed editor post.
 */
function postedInput(form: FormData): TerminalInput | null {
  const button = form.get(TERMINAL_EDITOR_FIELD);
  if (button === null) {
    const posted = form.get(TERMINAL_LINE_FIELD);
    const line = typeof posted === "string" ? posted : "";
    return form.get(TERMINAL_SECRET_FIELD) === null ? line : { password: line };
  }
  if (button === EDITOR_EXIT) return { editor: null };
  const text = form.get(TERMINAL_TEXT_FIELD);
  if (button !== EDITOR_SAVE || typeof text !== "string") return null;
  // An unnamed buffer's form has a file name field; the engine says so when it is left empty.
  const name = form.get(TERMINAL_FILENAME_FIELD);
  return { editor: text.replace(/\r\n?/g, "\n"), ...(typeof name === "string" ? { name } : {}) };
}

/** The page action's terminal branch (`intent=terminal`): runs the line (or closes the editor), keeps the session, goes back. */
export async function terminalAction({ request, context }: ActionFunctionArgs, form: FormData) {
  const input = postedInput(form);
  const locale = await getLocale(request);
  const lang: Lang = locale;
  const secure = isHttpsSite(request.url, context.env.SITE_URL);
  if (input === null) return data<TerminalActionData>({ terminalError: inLanguage(EDITOR_BAD_FORM, lang) }, { status: 400 });
  try {
    const session = loadSession(readSessionCookie(request.headers.get("Cookie")));
    // Closing an editor that is not open (an old tab, a replayed post) changes nothing.
    if (typeof input !== "string" && "editor" in input && !session.state?.engine.editor)
      return data<TerminalActionData>({ terminalError: inLanguage(EDITOR_NOT_OPEN, lang) }, { status: 409 });
    const result = await runTerminalLine(session.state, input, {
      env: context.env,
      ip: context.clientIp,
      lang,
      origin: new URL(request.url).origin,
      quotas: context.platform.quotas,
      metrics: context.platform.metrics,
      writeHealth: context.platform.writeHealth,
      pool: context.platform.terminalPool,
    });
    // Nothing ran (a full pool, or a first line stopped): the error line, and the session as it was.
    if ("refused" in result) {
      return data<TerminalActionData>({ terminalError: result.refused }, { status: result.reason === "busy" ? 503 : 422 });
    }
    const state = result.state;
    if (result.image) state.image = { lineId: result.image.lineId, prompt: result.image.prompt, version: (state.image?.version ?? 0) + 1 };
    const budget = storageBudget(context.env);
    saveSession(session.id, state, context.platform.writeHealth, Date.now(), budget, context.clientIp);
    if (result.image && !saveSessionImage(session.id, result.image.png, budget)) {
      delete state.image;
      saveSession(session.id, state, context.platform.writeHealth, Date.now(), budget, context.clientIp);
    }
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(session.id, secure));
    if (result.language) headers.append("Set-Cookie", langCookieHeader(result.language, secure));
    return redirect(backToTerminal(request, result.language), { status: 303, headers });
  } catch (error) {
    if (error instanceof LowDiskError) {
      log(context.env, "warn", `[terminal] session not saved: ${error.freeBytes} bytes free on disk, under STORAGE_DISK_FLOOR_BYTES`);
      return data<TerminalActionData>({ terminalError: inLanguage(LOW_DISK_MESSAGE, lang) }, { status: 507 });
    }
    const unavailable = databaseUnavailable(error, context.platform.writeHealth);
    if (unavailable !== undefined) {
      log(context.env, "error", `[terminal] session not saved: ${unavailable}`);
    } else {
      log(context.env, "error", "[terminal] command failed", error);
    }
    return data<TerminalActionData>({ terminalError: inLanguage(UNAVAILABLE, lang) }, { status: 503 });
  }
}
