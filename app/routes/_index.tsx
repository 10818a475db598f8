/** The one page: every section, in order, with in-page anchors. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Header } from "~/sections/header/Header";
import { Hero } from "~/sections/hero/Hero";
import { About } from "~/sections/about/About";
import { Skills } from "~/sections/skills/Skills";
import { AiShowcase } from "~/sections/ai-showcase/AiShowcase";
import { Projects } from "~/sections/projects/Projects";
import { Contact } from "~/sections/contact/Contact";
import { Footer } from "~/sections/footer/Footer";
import { Terminal } from "~/terminal/ui/Terminal";
export { links } from "~/terminal/ui/Terminal";
import { loadProjectsSection } from "~/sections/projects/loader.server";
import { contactAction } from "~/sections/contact/action.server";
import { useLanguage, useStoredLanguagePreference } from "~/i18n/use-language";

export async function loader({ request }: LoaderFunctionArgs) {
  return { year: new Date().getFullYear(), projects: await loadProjectsSection(request) };
}

export async function action(args: ActionFunctionArgs) {
  return contactAction(args);
}

export default function Index() {
  const { year, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { setLanguage } = useLanguage();
  useStoredLanguagePreference(setLanguage);

  return (
    <>
      <a className="skip-link" href="#about">
        {t("skipToContent")}
      </a>
      <Header />
      <main>
        <Hero terminal={<Terminal expanded={false} />} />
        <About />
        <Skills />
        <AiShowcase />
        <Projects data={projects} />
        <Contact />
      </main>
      <Footer year={year} />
    </>
  );
}
