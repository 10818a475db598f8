/** The completions of the typed line, as buttons under the prompt. */
import { useTranslation } from "react-i18next";

export function Suggestions({ suggestions, onPick }: { suggestions: string[]; onPick: (suggestion: string) => void }) {
  const { t } = useTranslation("terminal");
  if (suggestions.length === 0) return null;
  return (
    <ul className="term-suggestions" aria-label={t("suggestionsLabel")}>
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <button type="button" className="term-chip" onMouseDown={(event) => event.preventDefault()} onClick={() => onPick(suggestion)}>
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
}
