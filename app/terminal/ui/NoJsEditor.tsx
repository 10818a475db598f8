/**
 * The editor without JavaScript: what `nano <file>` shows in place of the
 * prompt when the server runs the terminal. A plain form posting the text with
 * "Save" or "Exit without saving" to the page's action (form.server.ts), which
 * closes the session's editor through the engine (Engine.editorClosed).
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  EDITOR_EXIT,
  EDITOR_SAVE,
  TERMINAL_EDITOR_FIELD,
  TERMINAL_FILENAME_FIELD,
  TERMINAL_INTENT,
  TERMINAL_TEXT_FIELD,
  type ServerTerminalView,
} from "~/terminal/form/view";

export interface NoJsEditorProps {
  file: NonNullable<ServerTerminalView["editor"]>;
  formAction: string;
}

export function NoJsEditor({ file, formAction }: NoJsEditorProps) {
  const { t } = useTranslation("terminal");
  const titleId = useId();
  const hintId = useId();
  const textId = useId();
  const nameId = useId();
  // `nano` alone opened an unnamed buffer: the form asks for the name to write it under.
  const unnamed = file.name === "";
  const name = unnamed ? t("editor.newBuffer") : file.name;
  return (
    <form className="term-editor-form" method="post" action={formAction} aria-labelledby={titleId} data-testid="terminal-editor-form">
      <input type="hidden" name="intent" value={TERMINAL_INTENT} />
      <h2 className="term-editor-title" id={titleId}>
        {t("editor.title", { name })}
        {file.isNew && !unnamed ? <span className="term-editor-modified"> {t("editor.newFile")}</span> : null}
      </h2>
      <p className="visually-hidden" id={hintId}>
        {t("editor.formHint", { name })}
      </p>
      <label className="visually-hidden" htmlFor={textId}>
        {t("editor.label", { name })}
      </label>
      <textarea
        id={textId}
        className="term-editor-text"
        name={TERMINAL_TEXT_FIELD}
        defaultValue={file.content}
        aria-describedby={hintId}
        rows={12}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        // The visitor ran nano a moment ago: the text takes the focus, as the prompt's input does after a post.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        data-testid="terminal-editor-text"
      />
      {unnamed ? (
        <p className="term-editor-filename">
          <label htmlFor={nameId}>{t("editor.fileNamePrompt")}</label>{" "}
          <input
            id={nameId}
            name={TERMINAL_FILENAME_FIELD}
            className="term-editor-command-input"
            autoCapitalize="none"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            data-testid="terminal-editor-filename"
          />
        </p>
      ) : null}
      <div className="term-editor-actions">
        <button
          type="submit"
          name={TERMINAL_EDITOR_FIELD}
          value={EDITOR_SAVE}
          className="term-overlay-button"
          data-testid="terminal-editor-save"
        >
          {t("editor.save")}
        </button>
        <button
          type="submit"
          name={TERMINAL_EDITOR_FIELD}
          value={EDITOR_EXIT}
          className="term-overlay-button"
          data-testid="terminal-editor-exit"
        >
          {t("editor.exitNoSave")}
        </button>
      </div>
    </form>
  );
}
