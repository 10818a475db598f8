/**
 * The full-screen editor `nano <file>` opens (vi and vim open it too): a
 * labelled textarea with the focus, a status line and a visible key legend.
 * Ctrl+O or Ctrl+S saves, Ctrl+X or Escape exits; the engine writes the text
 * last saved when it closes (Engine.editorClosed). Unsaved text is never
 * dropped unasked (editor-keys.ts): nano asks "Save modified buffer?" (Y, N,
 * Ctrl+C); vi's Escape opens its command line, where `:q` is refused while the
 * text is modified (E37) and `:q!` leaves. An unnamed buffer (`nano` or `vi`
 * alone, `name` "") is named when saved: nano asks "File Name to Write", vi
 * takes `:w name` and answers a bare `:w` with E32.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { answerKey, leaveAction, viCommand } from "./editor-keys";

export interface EditorProps {
  /** The file's name as typed; "" for an unnamed buffer. */
  name: string;
  content: string;
  isNew: boolean;
  /** nano's keys (the default) or vi's command line. */
  flavor?: "nano" | "vi";
  /** `saved` is the text saved last, or null when nothing was saved; `name`, the name an unnamed buffer was given. */
  onClose: (saved: string | null, name?: string) => void;
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
  /** The name an unnamed buffer was given when saved (nano's prompt, vi's `:w name`). */
  const [given, setGiven] = useState<string | null>(null);
  /** nano's "File Name to Write:" prompt for an unnamed buffer: what it leads to, and the name typed so far. */
  const [naming, setNaming] = useState<{ then: "save" | "close"; value: string } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const commandInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const fileName = name !== "" ? name : given;
  const shownName = fileName ?? t(flavor === "vi" ? "editor.noName" : "editor.newBuffer");
  const titleId = useId();
  const legendId = useId();

  useEffect(() => {
    area.current?.focus();
  }, []);
  // The question and the command line take the focus while they are open; the text gets it back after.
  useEffect(() => {
    if (asking) yesButton.current?.focus();
    else if (command !== null) commandInput.current?.focus();
    else if (naming !== null) nameInput.current?.focus();
    else area.current?.focus();
  }, [asking, command !== null, naming !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  const modified = text !== (saved ?? content);
  /** Closes the editor, with the name an unnamed buffer was given (`as`: one given this very moment). */
  const close = (written: string | null, as: string | null = given) => onClose(written, name === "" && as ? as : undefined);
  const save = () => {
    // nano asks an unnamed buffer for its name first.
    if (fileName === null) return setNaming({ then: "save", value: "" });
    setSaved(text);
    setStatus(t("editor.saved", { count: lineCount(text) }));
  };
  /** Ctrl+X, Escape in nano, the Exit button: leave, or ask first when the text is not saved. */
  const leave = () => {
    if (leaveAction(modified) === "close") close(saved);
    else setAsking(true);
  };
  const answer = (choice: "yes" | "no" | "cancel") => {
    setAsking(false);
    if (choice === "yes" && fileName === null) setNaming({ then: "close", value: "" });
    else if (choice === "yes") close(text);
    else if (choice === "no") close(saved);
  };
  /** The name typed at nano's "File Name to Write:" prompt (Enter). */
  const named = () => {
    const chosen = naming?.value.trim() ?? "";
    if (!naming || chosen === "") return setNaming(null);
    setNaming(null);
    setGiven(chosen);
    if (naming.then === "close") return close(text, chosen);
    setSaved(text);
    setStatus(t("editor.saved", { count: lineCount(text) }));
  };
  const runCommand = (line: string) => {
    setCommand(null);
    const action = viCommand(line, modified, fileName !== null);
    if (action.kind !== "error" && action.kind !== "none" && action.name) setGiven(action.name);
    if (action.kind === "write") {
      setSaved(text);
      setStatus(t("editor.saved", { count: lineCount(text) }));
    } else if (action.kind === "quit") close(action.write ? text : saved, action.name ?? given);
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
    if (command !== null || naming !== null) {
      // Escape (or nano's Ctrl+C) leaves the command line or the name prompt, nothing else.
      if (event.key === "Escape" || (naming !== null && ctrl && key === "c")) {
        own();
        setCommand(null);
        setNaming(null);
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
        {t(flavor === "vi" ? "editor.viTitle" : "editor.title", { name: shownName })}
        {modified ? <span className="term-editor-modified"> {t("editor.modified")}</span> : null}
      </p>
      <textarea
        ref={area}
        className="term-editor-text"
        aria-label={t("editor.label", { name: shownName })}
        aria-describedby={legendId}
        value={text}
        readOnly={asking}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        data-testid="terminal-editor-text"
        onChange={(event) => setText(event.target.value)}
      />
      {naming !== null ? (
        <form
          className="term-editor-status term-editor-command"
          onSubmit={(event) => {
            event.preventDefault();
            named();
          }}
        >
          <label htmlFor={`${titleId}-name`}>{t("editor.fileNamePrompt")}</label>
          <input
            ref={nameInput}
            id={`${titleId}-name`}
            className="term-editor-command-input"
            value={naming.value}
            autoCapitalize="none"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            data-testid="terminal-editor-filename"
            onChange={(event) => setNaming({ ...naming, value: event.target.value })}
          />
        </form>
      ) : command !== null ? (
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
