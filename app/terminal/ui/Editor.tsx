/**
 * The full-screen editor `nano <file>` opens (vi and vim open it too): a
 * labelled textarea with the focus, a status line and a visible key legend.
 * Ctrl+O or Ctrl+S saves, Ctrl+X or Escape exits; the engine writes the text
 * last saved when it closes (Engine.editorClosed).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export interface EditorProps {
  /** The file's name as typed. */
  name: string;
  content: string;
  isNew: boolean;
  /** `saved` is the text saved last, or null when nothing was saved. */
  onClose: (saved: string | null) => void;
}

export default function Editor({ name, content, isNew, onClose }: EditorProps) {
  const { t } = useTranslation("terminal");
  const [text, setText] = useState(content);
  const [saved, setSaved] = useState<string | null>(null);
  const [status, setStatus] = useState(isNew ? t("editor.newFile") : "");
  const area = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const legendId = useId();

  useEffect(() => {
    area.current?.focus();
  }, []);

  const save = () => {
    setSaved(text);
    setStatus(t("editor.saved", { count: text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0) }));
  };

  // The keys work wherever the focus is in the editor (the text or a legend button).
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    const ctrl = event.ctrlKey && !event.altKey && !event.metaKey;
    const key = event.key.toLowerCase();
    if (ctrl && (key === "o" || key === "s")) {
      event.preventDefault();
      save();
    } else if ((ctrl && key === "x") || event.key === "Escape") {
      // Escape closes the editor only (not the page's fullscreen too).
      event.preventDefault();
      event.stopPropagation();
      onClose(saved);
    }
  };
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    const listener = (event: KeyboardEvent) => keys.current(event);
    el?.addEventListener("keydown", listener);
    return () => el?.removeEventListener("keydown", listener);
  }, []);

  const modified = text !== (saved ?? content);
  return (
    <div className="term-editor" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="terminal-editor" ref={root}>
      <p className="term-editor-title" id={titleId}>
        {t("editor.title", { name })}
        {modified ? <span className="term-editor-modified"> {t("editor.modified")}</span> : null}
      </p>
      <textarea
        ref={area}
        className="term-editor-text"
        aria-label={t("editor.label", { name })}
        aria-describedby={legendId}
        value={text}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        data-testid="terminal-editor-text"
        onChange={(event) => setText(event.target.value)}
      />
      <p className="term-editor-status" role="status" data-testid="terminal-editor-status">
        {status}
      </p>
      <div className="term-editor-legend" id={legendId}>
        <button type="button" className="term-editor-key" onClick={save}>
          <kbd>^O</kbd> {t("editor.save")}
        </button>
        <button type="button" className="term-editor-key" onClick={() => onClose(saved)}>
          <kbd>^X</kbd> {t("editor.exit")}
        </button>
      </div>
    </div>
  );
}
