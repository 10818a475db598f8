/** The row of keys a phone keyboard lacks (Tab, ↑, ↓, Esc, and a sticky Ctrl: Ctrl then C is Ctrl+C). */
import { useTranslation } from "react-i18next";

export type TouchKey = "Tab" | "ArrowUp" | "ArrowDown" | "Escape" | "Control";

export function TouchKeys({ onKey, ctrlLatched }: { onKey: (key: TouchKey) => void; ctrlLatched: boolean }) {
  const { t } = useTranslation("terminal");
  const keys: Array<[TouchKey, string, string]> = [
    ["Tab", "Tab", t("touchKeys.tab")],
    ["ArrowUp", "↑", t("touchKeys.up")],
    ["ArrowDown", "↓", t("touchKeys.down")],
    ["Escape", t("touchKeys.escKey"), t("touchKeys.esc")],
    ["Control", t("touchKeys.ctrlKey"), t("touchKeys.ctrl")],
  ];
  return (
    <div className="term-touchkeys" role="group" aria-label={t("touchKeys.label")}>
      {keys.map(([key, label, aria]) => (
        <button
          key={key}
          type="button"
          className="term-touchkey"
          aria-label={aria}
          aria-pressed={key === "Control" ? ctrlLatched : undefined}
          data-testid={key === "Control" ? "terminal-touch-ctrl" : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onKey(key)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
