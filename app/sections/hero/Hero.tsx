/** Spec §2 Hero: name, title, description, view-projects button and the terminal frame. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { content, type Language } from "~/content";

export function Hero({ terminal }: { terminal?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lng = (i18n.language === "fr" ? "fr" : "en") as Language;
  const { profile } = content;

  return (
    <section id="hero" className="hero" aria-labelledby="hero-name">
      <div className="container hero-grid">
        <div>
          <h1 id="hero-name" className="hero-name">
            {profile.name}
          </h1>
          <p className="hero-title">{profile.title[lng]}</p>
          <p className="hero-description">{profile.description[lng]}</p>
          <a className="button button-primary" href="#projects">
            {t("hero.viewProjects")}
          </a>
        </div>
        <div className="terminal-frame" role="region" aria-label={t("hero.terminalLabel")}>
          {terminal ?? (
            <div className="terminal-frame-body">
              <noscript>{t("hero.noscript")}</noscript>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
