/**
 * The full-screen editor `nano <file>` opens (vi and vim open it too): a
 * labelled textarea with the focus, a status line and a visible key legend.
 * Ctrl+O or Ctrl+S saves, Ctrl+X or Escape exits; the engine writes the text
 * last saved when it closes (Engine.editorClosed). Unsaved text is never
 * dropped unasked (editor-keys.ts): nano asks "Save modified buffer?" (Y, N,
 * Ctrl+C); vi's Escape opens its command line, where `:q` is refused while the
 * text is modified (E37) and `:q!` leaves.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { answerKey, leaveAction, viCommand } from "./editor-keys";

export interface EditorProps {
  /** The file's name as typed. */
  name: string;
  content: string;
  isNew: boolean;
  /** nano's keys (the default) or vi's command line. */
  flavor?: "nano" | "vi";
  /** `saved` is the text saved last, or null when nothing was saved. */
  onClose: (saved: string | null) => void;
}

const lineCount = (text: string) => (text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0));

export default function Editor({ name, content, isNew, flavor = "nano", onClose }: EditorProps) {
  const { t } = useTranslation("terminal");
  const [text, setText] = useState(content);
  const [saved, setSaved] = useState<string | null>(null);
  const [status, setStatus] = useState(isNew ? t("editor.newFile") : "");
  /** nano's "Save modified buffer?" is on screen. */
  const [asking, setAsking] = useState(false);
  /** vi's command line (after Escape), or null. */
  const [command, setCommand] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const commandInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const legendId = useId();

  useEffect(() => {
    area.current?.focus();
  }, []);
  // The question and the command line take the focus while they are open; the text gets it back after.
  useEffect(() => {
    if (asking) yesButton.current?.focus();
    else if (command !== null) commandInput.current?.focus();
    else area.current?.focus();
  }, [asking, command !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  const modified = text !== (saved ?? content);
  const save = () => {
    setSaved(text);
    setStatus(t("editor.saved", { count: lineCount(text) }));
  };
  /** Ctrl+X, Escape in nano, the Exit button: leave, or ask first when the text is not saved. */
  const leave = () => {
    if (leaveAction(modified) === "close") onClose(saved);
    else setAsking(true);
  };
  const answer = (choice: "yes" | "no" | "cancel") => {
    setAsking(false);
    if (choice === "yes") onClose(text);
    else if (choice === "no") onClose(saved);
  };
  const runCommand = (line: string) => {
    setCommand(null);
    const action = viCommand(line, modified);
    if (action.kind === "write") save();
    else if (action.kind === "quit") onClose(action.write ? text : saved);
    else if (action.kind === "error") setStatus(t(`editor.${action.message}`, { cmd: line.trim() }));
  };

  // The keys work wherever the focus is in the editor (the text, a legend button, the question).
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    const ctrl = event.ctrlKey && !event.altKey && !event.metaKey;
    const key = event.key.toLowerCase();
    // Escape acts inside the editor only (not on the page's fullscreen too).
    const own = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (asking) {
      const choice = answerKey(event, t("editor.yesKey"));
      if (choice) {
        own();
        answer(choice);
      } else if (event.key !== "Tab" && event.key !== "Enter" && event.key !== " ") {
        // Only an answer: the text is not typed into meanwhile.
        event.preventDefault();
      }
      return;
    }
    if (command !== null) {
      if (event.key === "Escape") {
        own();
        setCommand(null);
      }
      return;
    }
    if (ctrl && (key === "o" || key === "s")) {
      event.preventDefault();
      save();
    } else if (event.key === "Escape" && flavor === "vi") {
      own();
      setCommand("");
    } else if ((ctrl && key === "x") || event.key === "Escape") {
      own();
      leave();
    }
  };
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    const listener = (event: KeyboardEvent) => keys.current(event);
    el?.addEventListener("keydown", listener);
    return () => el?.removeEventListener("keydown", listener);
  }, []);

  return (
    <div className="term-editor" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="terminal-editor" ref={root}>
      <p className="term-editor-title" id={titleId}>
        {t(flavor === "vi" ? "editor.viTitle" : "editor.title", { name })}
        {modified ? <span className="term-editor-modified"> {t("editor.modified")}</span> : null}
      </p>
      <textarea
        ref={area}
        className="term-editor-text"
        aria-label={t("editor.label", { name })}
        aria-describedby={legendId}
        value={text}
        readOnly={asking}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        data-testid="terminal-editor-text"
        onChange={(event) => setText(event.target.value)}
      />
      {command !== null ? (
        <form
          className="term-editor-status term-editor-command"
          onSubmit={(event) => {
            event.preventDefault();
            runCommand(command);
          }}
        >
          <span aria-hidden="true">:</span>
          <input
            ref={commandInput}
            className="term-editor-command-input"
            aria-label={t("editor.viCommand")}
            value={command}
            autoCapitalize="none"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            data-testid="terminal-editor-command"
            onChange={(event) => setCommand(event.target.value)}
          />
        </form>
      ) : (
        <p className="term-editor-status" role="status" data-testid="terminal-editor-status">
          {asking ? t("editor.saveModified") : status}
        </p>
      )}
      {asking ? (
        <div className="term-editor-legend" role="group" aria-label={t("editor.saveModified")} data-testid="terminal-editor-question">
          <button ref={yesButton} type="button" className="term-editor-key" onClick={() => answer("yes")}>
            <kbd>{t("editor.yesKey").toUpperCase()}</kbd> {t("editor.yes")}
          </button>
          <button type="button" className="term-editor-key" onClick={() => answer("no")}>
            <kbd>N</kbd> {t("editor.no")}
          </button>
          <button type="button" className="term-editor-key" onClick={() => answer("cancel")}>
            <kbd>^C</kbd> {t("editor.cancel")}
          </button>
        </div>
      ) : (
        <div className="term-editor-legend" id={legendId}>
          <button type="button" className="term-editor-key" onClick={save}>
            <kbd>^O</kbd> {t("editor.save")}
          </button>
          <button type="button" className="term-editor-key" onClick={leave}>
            <kbd>^X</kbd> {t("editor.exit")}
          </button>
          {flavor === "vi" ? <span className="term-editor-hint">{t("editor.viKeys")}</span> : null}
        </div>
      )}
    </div>
  );
}
