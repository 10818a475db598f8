/** AI agents showcase: one example (a connected agent) with the scripted chat demo. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChatDemo } from "./ChatDemo";
import { ChevronLeft, ChevronRight } from "./icons";
import { SectionHeading } from "../SectionHeading";

export interface Example {
  id: "connected";
  features: Array<"weather" | "imageGeneration" | "apiIntegration">;
  tags: Array<"api" | "imageGen" | "weather">;
}

/** The examples the carousel steps through; with one, it shows no arrows and no counter. */
export const EXAMPLES: Example[] = [
  { id: "connected", features: ["weather", "imageGeneration", "apiIntegration"], tags: ["api", "imageGen", "weather"] },
];

export function AiShowcase({ examples = EXAMPLES }: { examples?: Example[] }) {
  const { t } = useTranslation("showcase");
  const [index, setIndex] = useState(0);
  const example = examples[index];
  const total = examples.length;
  const go = (step: number) => setIndex((i) => (i + step + total) % total);

  return (
    <section id="ai-showcase" className="section ai-showcase" aria-labelledby="ai-showcase-title">
      <div className="container">
        <SectionHeading section="ai-showcase" command={t("prompt")} title={t("title")} lead={t("subtitle")} />

        {/* "1 / 1" and arrows that lead back to the same example would only be noise. */}
        {total > 1 ? (
          <div className="showcase-nav" role="group" aria-label={t("carousel.label")}>
            {/* Named by text (visually hidden), not aria-label: text browsers show it, lynx reads no ARIA. */}
            <button type="button" className="showcase-arrow" onClick={() => go(-1)}>
              <ChevronLeft />
              <span className="visually-hidden">{t("carousel.previous")}</span>
            </button>{" "}
            {/* The spaces keep the names apart in a text browser; between flex items, CSS draws none. */}
            <span className="showcase-counter" aria-live="polite" data-testid="showcase-counter">
              {t("carousel.counter", { current: index + 1, total })}
            </span>{" "}
            <button type="button" className="showcase-arrow" onClick={() => go(1)}>
              <ChevronRight />
              <span className="visually-hidden">{t("carousel.next")}</span>
            </button>
          </div>
        ) : null}

        <div className="showcase-grid">
          <article className="showcase-example" aria-labelledby={`example-${example.id}-title`}>
            <h3 id={`example-${example.id}-title`}>{t(`examples.${example.id}.title`)}</h3>
            <p>{t(`examples.${example.id}.description`)}</p>
            <h4>{t(`examples.${example.id}.featuresTitle`)}</h4>
            <ul className="showcase-features">
              {example.features.map((f) => (
                <li key={f}>{t(`examples.${example.id}.features.${f}`)}</li>
              ))}
            </ul>
            <ul className="tag-list showcase-tags">
              {example.tags.map((tag) => (
                <li key={tag} className="tag">
                  {t(`tags.${tag}`)}
                </li>
              ))}
            </ul>
          </article>
          <ChatDemo key={example.id} />
        </div>
      </div>
    </section>
  );
}
