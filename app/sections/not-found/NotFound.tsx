/**
 * The 404 page, drawn as the terminal would answer `cd` into the missing path, with the way home
 * as a command to click. Plain markup and CSS: it needs no JavaScript and reads in a text browser.
 */
import { useTranslation } from "react-i18next";

export interface NotFoundProps {
  /** The path asked for, as the address bar shows it. */
  path: string;
  /** The owner's handle (the prompt's host); empty when the content could not be read. */
  handle: string;
  /** Where "cd ~" leads (the home page, in the language of this page when the address chose it). */
  homeHref: string;
}

/**
 * The guest's prompt at home, as the terminal draws it (catalog's formatPrompt, not imported: the
 * catalogue stays out of every page's first script; a unit test keeps the two the same).
 */
export const notFoundPrompt = (handle: string): string => (handle ? `guest@${handle}:~$` : "$");

/** The path as a reader types it (percent-escapes decoded when they are valid UTF-8). */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export default function NotFound({ path, handle, homeHref }: NotFoundProps) {
  const { t } = useTranslation();
  const prompt = notFoundPrompt(handle);
  const shown = readablePath(path);
  return (
    <main className="error-page not-found" data-testid="not-found">
      <h1 className="not-found-title">{t("errors.notFoundTitle")}</h1>
      <div className="not-found-screen">
        <p className="not-found-line">
          <span className="not-found-prompt">{prompt}</span> cd {shown}
        </p>
        <p className="not-found-line not-found-error" data-testid="not-found-error">
          {t("errors.notFoundShell", { path: shown })}
        </p>
        <p className="not-found-line">
          <span className="not-found-prompt">{prompt}</span>{" "}
          <a href={homeHref} className="not-found-home" data-testid="not-found-home">
            cd ~ <span className="not-found-comment"># {t("errors.home")}</span>
          </a>
        </p>
      </div>
      <p className="not-found-note">{t("errors.notFound")}</p>
    </main>
  );
}
