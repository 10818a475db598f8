/** The one page: every section, in order, with in-page anchors. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Header } from "~/sections/header/Header";
import { useActiveSection, useScrollHidden } from "~/sections/header/use-header-state";
import { Hero } from "~/sections/hero/Hero";
import { isMobileUserAgent } from "~/utils/device";
// Stylesheets of the lazily hydrated sections, linked here so the modules stay out of this chunk.
import { Footer } from "~/sections/footer/Footer";
import { MatrixMode } from "~/components/MatrixMode";
import { loadProjectsSection } from "~/sections/projects/loader.server";
import { getContent } from "~/content/store.server";
import { inOneLanguage } from "~/content/one-language";
import { useLanguagesSeen } from "~/content/use-content";
import { skillIndexFromParam } from "~/sections/skills/tabs-keys";
import { contactAction } from "~/sections/contact/action.server";
import { getLocale } from "~/i18n/i18next.server";
import { terminalAction, terminalView } from "~/terminal/form/form.server";
import { TERMINAL_INTENT } from "~/terminal/form/view";
import { readPageForm } from "~/utils/page-form.server";
import { heroChips, TEASER_COMMAND } from "~/sections/hero/chips.server";
import { useLanguage, useStoredLanguagePreference } from "~/i18n/use-language";

/**
 * The terminal's code loads in its own chunk: the server renders its frame, and
 * the browser hydrates it as soon as the chunk arrives (it boots after 500 ms anyway).
 */
const Terminal = lazy(() => import("~/programs/TerminalWithPrograms"));
const TerminalPlaceholder = () => <div className="terminal-frame-body" aria-busy="true" />;
const BelowTheFold = lazy(() => import("~/sections/BelowTheFold"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  return {
    /** The terminal's first screen, or the visitor's no-JS session. */
    terminal: terminalView(request, locale, context.env, context.platform.writeHealth),
    year: new Date().getFullYear(),
    /** One-click commands under the terminal. */
    chips: heroChips(context.env),
    teaserCommand: TEASER_COMMAND,
    isMobile: isMobileUserAgent(request.headers.get("User-Agent")),
    /** In the request's language only, like the root's content (ADR 061). */
    projects: inOneLanguage(await loadProjectsSection(request, context.env), locale),
    /** The skills category shown first (`?skill=`: the no-JS tabs are links). */
    skill: skillIndexFromParam(
      new URL(request.url).searchParams.get("skill"),
      getContent().skillCategories.map((c) => c.id),
    ),
  };
}

/** The page's forms: the terminal's (`intent=terminal`) and the contact form. */
export async function action(args: ActionFunctionArgs) {
  const posted = await readPageForm(args.request);
  if (posted.ok && posted.form.get("intent") === TERMINAL_INTENT) return terminalAction(args, posted.form);
  return contactAction(args, posted);
}

export { contactClientAction as clientAction } from "~/sections/contact/client-action";

export default function Index() {
  const { year, isMobile, skill, terminal, chips, teaserCommand, ...data } = useLoaderData<typeof loader>();
  const projects = useLanguagesSeen(data.projects);
  const actionData = useActionData<typeof action>();
  const terminalError = actionData && "terminalError" in actionData ? actionData.terminalError : undefined;
  const { t } = useTranslation();
  const { setLanguage } = useLanguage();
  useStoredLanguagePreference(setLanguage);
  /** The terminal is fullscreen: header, other sections and footer are hidden. */
  const [expanded, setExpanded] = useState(false);
  const [frameTitle, setFrameTitle] = useState<string | undefined>(undefined);
  const activeSection = useActiveSection(!expanded);
  const [scrollHidden, revealHeader] = useScrollHidden();
  // The lazy parts as elements that change only with their inputs: the page re-renders as it scrolls (the
  // header follows the section in view). While a boundary still holds the server's HTML (its module not here
  // yet), a new element would be an update to it, and React would throw that HTML away for the fallback
  // (error #421): the drawn terminal or every section would vanish until their code arrived.
  const terminalElement = useMemo(
    () => (
      <Suspense fallback={<TerminalPlaceholder />}>
        <Terminal expanded={expanded} onTitleChange={setFrameTitle} serverView={terminal} serverError={terminalError} />
      </Suspense>
    ),
    [expanded, terminal, terminalError],
  );
  const sections = useMemo(
    () => (
      <Suspense fallback={null}>
        <BelowTheFold projects={projects} skill={skill} />
      </Suspense>
    ),
    [projects, skill],
  );

  return (
    <>
      <a className="skip-link" href="#terminal" hidden={expanded}>
        {t("skipToContent")}
      </a>
      <Header hidden={expanded || scrollHidden} inert={expanded} activeSection={activeSection} onReveal={revealHeader} />
      <main>
        <Hero
          terminal={terminalElement}
          expanded={expanded}
          onExpandedChange={setExpanded}
          isMobile={isMobile}
          frameTitle={frameTitle ?? terminal.title}
          chips={chips}
          teaserCommand={teaserCommand}
        />
        <div className="page-sections" hidden={expanded} data-testid="page-sections">
          {sections}
        </div>
      </main>
      <Footer year={year} hidden={expanded} />
      <MatrixMode />
    </>
  );
}
