/** The one page: every section, in order, with in-page anchors. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LazyMotion, MotionConfig, domAnimation } from "framer-motion";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Header, links as headerLinks } from "~/sections/header/Header";
import { useActiveSection, useScrollHidden } from "~/sections/header/use-header-state";
import { Hero, links as heroLinks } from "~/sections/hero/Hero";
import { isMobileUserAgent } from "~/sections/hero/device";
import { About, links as aboutLinks } from "~/sections/about/About";
import { Skills, links as skillsLinks } from "~/sections/skills/Skills";
import { AiShowcase, links as aiShowcaseLinks } from "~/sections/ai-showcase/AiShowcase";
import { Projects, links as projectsLinks } from "~/sections/projects/Projects";
import { Contact, links as contactLinks } from "~/sections/contact/Contact";
import { Footer } from "~/sections/footer/Footer";
import { MatrixMode } from "~/components/MatrixMode";
import { Terminal, links as terminalLinks } from "~/terminal/ui/Terminal";
import { loadProjectsSection } from "~/sections/projects/loader.server";
import { contactAction } from "~/sections/contact/action.server";
import { useLanguage, useStoredLanguagePreference } from "~/i18n/use-language";

export const links: LinksFunction = () => [
  // One line per section (each section module exports its stylesheet links).
  ...headerLinks(),
  ...heroLinks(),
  ...terminalLinks(),
  ...aboutLinks(),
  ...skillsLinks(),
  ...aiShowcaseLinks(),
  ...projectsLinks(),
  ...contactLinks(),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    year: new Date().getFullYear(),
    isMobile: isMobileUserAgent(request.headers.get("User-Agent")),
    projects: await loadProjectsSection(request, context.env),
  };
}

export async function action(args: ActionFunctionArgs) {
  return contactAction(args);
}

export { contactClientAction as clientAction } from "~/sections/contact/client-action";

export default function Index() {
  const { year, isMobile, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { setLanguage } = useLanguage();
  useStoredLanguagePreference(setLanguage);
  /** The terminal is fullscreen: header, other sections and footer are hidden. */
  const [expanded, setExpanded] = useState(false);
  const activeSection = useActiveSection(!expanded);
  const [scrollHidden, revealHeader] = useScrollHidden();

  return (
    <LazyMotion features={domAnimation}>
      <MotionConfig reducedMotion="user">
        <a className="skip-link" href="#about" hidden={expanded}>
          {t("skipToContent")}
        </a>
        <Header hidden={expanded || scrollHidden} inert={expanded} activeSection={activeSection} onReveal={revealHeader} />
        <main>
          <Hero terminal={<Terminal expanded={expanded} />} expanded={expanded} onExpandedChange={setExpanded} isMobile={isMobile} />
          <div className="page-sections" hidden={expanded} data-testid="page-sections">
            <About />
            <Skills />
            <AiShowcase />
            <Projects data={projects} />
            <Contact />
          </div>
        </main>
        <Footer year={year} hidden={expanded} />
        <MatrixMode />
      </MotionConfig>
    </LazyMotion>
  );
}
