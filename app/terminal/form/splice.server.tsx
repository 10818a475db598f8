/**
 * A no-JS session's terminal, rendered alone: the terminal's markup and the
 * frame's title, exactly as the whole page would show them. The page cache
 * (server/page-cache.ts) puts them in place of the fresh terminal in the
 * shared page of the same variant, so a session's page costs this render
 * (a few lines of markup), not the whole page's.
 */
import type { i18n as I18nInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { Env } from "~/env.server";
import type { WriteHealth } from "../../../db/write-health";
import { getContent } from "~/content/store.server";
import { ContentContext, pageContent } from "~/content/use-content";
import type { Lang } from "~/i18n/config";
import { TerminalFrame } from "~/terminal/ui/Terminal";
import { terminalViewFor } from "./form.server";

export interface TerminalSplice {
  /** The frame's title, as text (the page escapes it). */
  title: string;
  /** The terminal's root element, as the page's server render writes it. */
  markup: string;
}

const noop = () => {};

/**
 * The terminal a Cookie header's session shows (a fresh terminal without one) in `lang`, with the page's form
 * action (useFormAction's answer in the page: its path and query string).
 */
export function renderTerminalSplice(
  i18n: I18nInstance,
  cookieHeader: string | null,
  lang: string,
  formAction: string,
  env: Pick<Env, "LOG_LEVEL">,
  health: WriteHealth,
): TerminalSplice {
  const lng = lang as Lang;
  // The page's own content in its language (the root loader's): the same markup as the whole page's render.
  const client = pageContent(getContent(), lng);
  const view = terminalViewFor(cookieHeader, lng, env, health);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <ContentContext.Provider value={client}>
        <TerminalFrame expanded={false} serverView={view} host={{ lng, setLanguage: noop, formAction }} />
      </ContentContext.Provider>
    </I18nextProvider>,
  );
  return { title: view.title, markup };
}
