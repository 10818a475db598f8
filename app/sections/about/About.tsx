/**
 * About: intro, a more-info button opening the "About Me" modal
 * (title, avatar, the paragraphs, close button), and the cards with keyword tags.
 */
import { m, useReducedMotion } from "framer-motion";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ContentIcon } from "~/components/content-icons";
import { Modal } from "~/components/Modal";
import { useHydrated } from "~/components/use-hydrated";
import { useContent } from "~/content/use-content";
import { factText, localized, type Language } from "~/content/types";
import { toLang } from "~/i18n/config";
import { SectionHeading } from "../SectionHeading";

const ABOUT_POPOVER_ID = "about-more-text";

export function About() {
  const { profile } = useContent();
  const { t, i18n } = useTranslation("about");
  const lng: Language = toLang(i18n.language);
  const { facts, about } = profile;
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  // One button, the same element before and after hydration: without JavaScript (or before it
  // arrives) it shows the text as a native popover; once hydrated it opens the modal instead.
  const hydrated = useHydrated();
  const nativePopover = hydrated ? {} : { popovertarget: ABOUT_POPOVER_ID };

  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container">
        <SectionHeading section="about" command={t("prompt")} title={t("title")} />
        <div className="about-intro">
          <p>{about.intro[lng]}</p>
          <button
            type="button"
            className="button"
            onClick={(event) => {
              // Scripted from the first hydrated moment, even before the effect drops `popovertarget`.
              event.preventDefault();
              setOpen(true);
            }}
            aria-haspopup="dialog"
            data-testid="about-more"
            {...nativePopover}
          >
            {t("moreInfo")}
          </button>
          <div id={ABOUT_POPOVER_ID} className="about-more-text" data-testid="about-more-details" {...{ popover: "auto" }}>
            <AboutMeText lng={lng} avatarAlt={t("modal.avatarAlt", { name: profile.name })} lazyAvatar>
              <h3>{t("modal.title")}</h3>
            </AboutMeText>
          </div>
        </div>

        {facts.length ? (
          <ul className="about-facts" aria-label={t("facts.label")}>
            {facts.map((fact, index) => (
              <li key={index}>{factText(fact, lng)}</li>
            ))}
          </ul>
        ) : null}

        <ul className="about-cards" aria-label={t("cardsLabel")}>
          {about.cards.map((card, index) => (
            <m.li
              key={card.id}
              className="about-card"
              data-testid={`about-card-${card.id}`}
              initial={false}
              // Movement only (no fade), so text contrast never dips mid-animation.
              whileInView={reducedMotion ? undefined : { y: [16, 0] }}
              viewport={{ once: true, amount: 0.3 }}
              transition={{ duration: 0.4, delay: index * 0.08 }}
            >
              <ContentIcon className="about-card-icon" name={card.icon ?? "code"} />
              <h3>{card.title[lng]}</h3>
              <p>{card.text[lng]}</p>
              <ul className="tag-list" aria-label={t("keywordsLabel", { title: card.title[lng] })}>
                {card.keywords
                  .map((value) => localized(value, lng))
                  .map((keyword) => (
                    <li key={keyword} className="tag">
                      {keyword}
                    </li>
                  ))}
              </ul>
            </m.li>
          ))}
        </ul>
      </div>

      {open ? (
        <Modal
          onClose={() => setOpen(false)}
          labelledBy="about-modal-title"
          className="about-modal"
          testId="about-modal"
          initialFocusRef={closeRef}
        >
          <button
            ref={closeRef}
            type="button"
            className="modal-close"
            onClick={() => setOpen(false)}
            aria-label={t("modal.close")}
            data-testid="about-modal-close"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <AboutMeText lng={lng} avatarAlt={t("modal.avatarAlt", { name: profile.name })}>
            <h2 id="about-modal-title">{t("modal.title")}</h2>
          </AboutMeText>
        </Modal>
      ) : null}
    </section>
  );
}

/** The "About Me" text (avatar, the heading it is given, the paragraphs): in the modal, or in the disclosure without JavaScript. */
function AboutMeText({
  lng,
  avatarAlt,
  lazyAvatar,
  children,
}: {
  lng: Language;
  avatarAlt: string;
  lazyAvatar?: boolean;
  children: ReactNode;
}) {
  const { profile } = useContent();
  return (
    <>
      <div className="about-modal-head">
        {profile.avatarUrl ? (
          <img
            className="about-avatar"
            src={profile.avatarUrl}
            alt={avatarAlt}
            width={96}
            height={96}
            loading={lazyAvatar ? "lazy" : undefined}
          />
        ) : (
          <Monogram name={profile.name} label={avatarAlt} />
        )}
        {children}
      </div>
      {profile.about.modalParagraphs.map((paragraph, index) => (
        <p key={index}>{paragraph[lng]}</p>
      ))}
    </>
  );
}

/** The owner's initials in a circle: the avatar when the content names no picture. */
export function monogramOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? "").join("");
}

function Monogram({ name, label }: { name: string; label: string }) {
  return (
    <svg className="about-avatar about-monogram" role="img" aria-label={label} viewBox="0 0 96 96" width={96} height={96}>
      <circle cx="48" cy="48" r="47" />
      <text x="48" y="50" textAnchor="middle" dominantBaseline="middle">
        {monogramOf(name)}
      </text>
    </svg>
  );
}
