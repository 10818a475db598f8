/**
 * Hero: name (scrambles on hover), title, description, the
 * view-projects button, and the terminal frame (28rem) with its fullscreen
 * toggle. On mobile user agents a banner focuses the terminal's input.
 */
import { Fragment, useEffect, useState, type CSSProperties, type FocusEvent, type MouseEvent, type ReactNode } from "react";
import { useFormAction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hasOpenDialog } from "~/components/use-focus-trap";
import { useContent } from "~/content/use-content";
import type { Language } from "~/content/types";
import { useSectionLinkHandler } from "../header/use-section-link";
import { ScrambleName } from "./ScrambleName";
import { toLang } from "~/i18n/config";
import { TERMINAL_INTENT, TERMINAL_LINE_FIELD, TERMINAL_RUN_EVENT } from "~/terminal/form/view";
import { EARLY_INPUT_SCRIPT } from "~/terminal/ui/early-input";
import { useNonce } from "~/utils/nonce";

/** The terminal's input; the mobile banner focuses it (the terminal renders it). */
export const TERMINAL_INPUT_ID = "terminal-input";

export interface HeroProps {
  terminal?: ReactNode;
  /** The terminal is fullscreen. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Mobile user agent (detected on the server). */
  isMobile?: boolean;
  /** The terminal's window title (it follows the shell's user and directory; the server gives the first). */
  frameTitle: string;
  /** Command lines offered as one-click chips under the terminal (the server picks them: chips.server.ts). */
  chips?: readonly string[];
  /** The command the teaser line names. */
  teaserCommand?: string;
}

/** Escape belongs to whatever overlay holds the focus (a game, a dialog), not to fullscreen. */
function focusIsInOverlay(): boolean {
  const active = document.activeElement;
  if (hasOpenDialog()) return true;
  return !!active?.closest?.('[role="dialog"], [role="alertdialog"], [data-terminal-overlay], iframe');
}

/**
 * A chip's click: the running terminal takes the line (it cancels the event); before it runs, or
 * without JavaScript, the chip posts its form and the server runs the line in the visitor's session.
 */
function runChip(event: MouseEvent<HTMLInputElement>) {
  const taken = !window.dispatchEvent(new CustomEvent(TERMINAL_RUN_EVENT, { detail: event.currentTarget.value, cancelable: true }));
  if (taken) event.preventDefault();
}

/**
 * A key pressed while the terminal's frame itself has the focus (a click on it, the skip link): the input
 * takes the focus, and with it the key, so nothing typed at the terminal is lost.
 */
function keyIntoInput(event: KeyboardEvent) {
  if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length !== 1 && event.key !== "Enter") return;
  document.getElementById(TERMINAL_INPUT_ID)?.focus({ preventScroll: true });
}

/** The monogram drawn when the owner has no picture: the first letters of the first and last words of the name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0] : "");
  return (first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : "")).toUpperCase();
}

export function Hero({ terminal, expanded = false, onExpandedChange, isMobile = false, frameTitle, chips = [], teaserCommand }: HeroProps) {
  const { profile } = useContent();
  const { t, i18n } = useTranslation();
  const lng: Language = toLang(i18n.language);
  const onLinkClick = useSectionLinkHandler();
  const formAction = useFormAction();
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const nonce = useNonce();

  useEffect(() => {
    // The page behind the fullscreen terminal does not scroll.
    document.documentElement.toggleAttribute("data-terminal-expanded", expanded);
    if (!expanded) return;
    // Fullscreen is for typing: the input takes the focus (when the terminal is ready for it).
    document.getElementById(TERMINAL_INPUT_ID)?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || focusIsInOverlay()) return;
      onExpandedChange?.(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [expanded, onExpandedChange]);

  useEffect(() => {
    // A tap on the banner before the page's code ran focused the input already: the banner has done its job.
    if (document.activeElement?.id === TERMINAL_INPUT_ID) setBannerDismissed(true);
    const frame = document.getElementById("terminal");
    frame?.addEventListener("keydown", keyIntoInput);
    return () => frame?.removeEventListener("keydown", keyIntoInput);
  }, []);

  // The banner goes once the input has the focus, however it got it (the banner is a label: a tap focuses the
  // input natively, before the page's code runs too).
  const onTerminalFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.id === TERMINAL_INPUT_ID) setBannerDismissed(true);
  };

  const toggleLabel = expanded ? t("hero.exitFullscreen") : t("hero.fullscreen");

  return (
    <section
      id="hero"
      className="hero"
      aria-labelledby="hero-name"
      data-expanded={expanded ? "true" : "false"}
      // The owner's signature colour (validated readable by the content check).
      style={profile.accent ? ({ "--hero-accent": profile.accent } as CSSProperties) : undefined}
    >
      <div className="container hero-grid">
        <div className="hero-intro">
          <div className="hero-identity">
            {/* Beside the name it labels: decorative for assistive tech. */}
            {profile.avatarUrl ? (
              <img
                className="hero-avatar"
                src={profile.avatarUrl}
                alt=""
                width={96}
                height={96}
                decoding="async"
                data-testid="hero-avatar"
              />
            ) : (
              <span className="hero-avatar hero-monogram" aria-hidden="true" data-testid="hero-monogram">
                {initials(profile.name)}
              </span>
            )}
            <ScrambleName id="hero-name" className="hero-name" name={profile.name} />
          </div>
          <p className="hero-title">{profile.title[lng]}</p>
          <p className="hero-description">{profile.description[lng]}</p>
          <a
            className="button button-primary"
            href="#projects"
            hidden={expanded}
            data-testid="view-projects"
            onClick={(event) => onLinkClick(event, "projects")}
          >
            {t("hero.viewProjects")}
          </a>
        </div>
        <div className="hero-terminal" onFocus={onTerminalFocus}>
          {/* Holds a line sent before the page's code runs (early-input.ts); before the forms it watches. */}
          {/* eslint-disable-next-line no-restricted-syntax -- a constant script of our own, under the CSP nonce */}
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
          {isMobile && !bannerDismissed ? (
            // A label, not a button: a tap focuses the input natively, so the first tap works before the page's code
            // runs too (a button did nothing then, and needed a second tap).
            <label htmlFor={TERMINAL_INPUT_ID} className="tap-banner" data-testid="tap-banner">
              {t("hero.tapToActivate")}
            </label>
          ) : null}
          <section
            id="terminal"
            className="terminal-frame"
            aria-label={t("hero.terminalLabel")}
            data-expanded={expanded ? "true" : "false"}
            tabIndex={-1}
          >
            <div className="terminal-frame-bar">
              <span className="terminal-frame-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {/* A no-JS session's page carries its own title here, and the shared page's loader data (the
                  page cache splices it): with JavaScript, the data's title replaces it without a hydration error. */}
              <span className="terminal-frame-title" aria-hidden="true" suppressHydrationWarning>
                {frameTitle}
              </span>
              {/* Keeps the title and the button's name apart in a text browser; between flex items, CSS draws none. */}{" "}
              <button
                type="button"
                className="terminal-fullscreen-toggle"
                title={toggleLabel}
                data-testid="terminal-fullscreen-toggle"
                onClick={() => onExpandedChange?.(!expanded)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  {expanded ? (
                    <path
                      d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  ) : (
                    <path
                      d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  )}
                </svg>
                {/* The name as text, not aria-label: text browsers show it (lynx reads no ARIA). */}
                <span className="visually-hidden">{toggleLabel}</span>
              </button>
            </div>
            {terminal ?? (
              <div className="terminal-frame-body">
                <noscript>
                  <p className="term-noscript" data-testid="hero-noscript">
                    {t("hero.noscript")}
                  </p>
                </noscript>
              </div>
            )}
          </section>
          {chips.length > 0 ? (
            <form className="hero-chips" method="post" action={formAction} hidden={expanded} data-testid="hero-chips">
              <input type="hidden" name="intent" value={TERMINAL_INTENT} />
              {teaserCommand ? (
                <p className="hero-teaser" data-testid="hero-teaser">
                  {t("hero.teaser")} <code>{teaserCommand}</code>
                </p>
              ) : null}
              <div className="hero-chip-list" role="group" aria-labelledby="hero-chips-label">
                <span id="hero-chips-label" className="hero-chips-label">
                  {t("hero.chipsLabel")}
                </span>
                {chips.map((line, index) => (
                  <Fragment key={line}>
                    {/* Without CSS (a text browser) the chips read as a list, not "helpprojects…" (TextSeparator's
                        markup, written here: importing it splits a shared chunk off the page's first scripts). */}
                    <span className="visually-hidden" aria-hidden="true">
                      {index === 0 ? " " : " · "}
                    </span>
                    {/* An <input>, whose value is its label: a <button> shows its value and then its text in
                        lynx ("(help) help"). The slot draws the "$ " an input cannot (no ::before). */}
                    <span className="hero-chip-slot">
                      <input
                        type="submit"
                        name={TERMINAL_LINE_FIELD}
                        value={line}
                        className="hero-chip"
                        data-testid="hero-chip"
                        onClick={runChip}
                      />
                    </span>
                  </Fragment>
                ))}
              </div>
            </form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
