/** The one page: every section, in order, with in-page anchors. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Header } from "~/sections/header/Header";
import { Hero } from "~/sections/hero/Hero";
import { Footer } from "~/sections/footer/Footer";
import { SECTIONS } from "~/sections/nav";
import { useLanguage, useStoredLanguagePreference } from "~/i18n/use-language";

export async function loader(_args: LoaderFunctionArgs) {
  return { year: new Date().getFullYear() };
}

export default function Index() {
  const { year } = useLoaderData<typeof loader>();
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
        <Hero />
        {SECTIONS.filter((s) => s.key !== "hero").map((section) => (
          <section key={section.id} id={section.id} className="section" aria-labelledby={`${section.id}-title`}>
            <div className="container">
              <h2 id={`${section.id}-title`} className="section-title">
                {t(`header.nav.${section.key}`)}
              </h2>
            </div>
          </section>
        ))}
      </main>
      <Footer year={year} />
    </>
  );
}
