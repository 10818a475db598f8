/**
 * Easter egg: ↑ ↑ ↓ ↓ ← → ← → B A turns on a matrix mode for 5000 ms:
 * a class on <html> (green overlay, see global.css) and a status line for
 * screen readers. Keys typed into text fields never count.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MATRIX_MODE_MS, isTypingTarget, konamiStep } from "./konami";

export const MATRIX_CLASS = "matrix-mode";

export function MatrixMode() {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const progress = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const step = konamiStep(progress.current, event.key);
      progress.current = step.progress;
      if (!step.done) return;
      setOn(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOn(false), MATRIX_MODE_MS);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle(MATRIX_CLASS, on);
  }, [on]);

  return (
    <>
      <p className="matrix-status" role="status" data-testid="matrix-status">
        {on ? t("easterEgg.matrixOn") : ""}
      </p>
      {on ? <div className="matrix-overlay" aria-hidden="true" data-testid="matrix-overlay" /> : null}
    </>
  );
}
