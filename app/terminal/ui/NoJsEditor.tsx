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
  return (
    <form className="term-editor-form" method="post" action={formAction} aria-labelledby={titleId} data-testid="terminal-editor-form">
      <input type="hidden" name="intent" value={TERMINAL_INTENT} />
      <h2 className="term-editor-title" id={titleId}>
        {t("editor.title", { name: file.name })}
        {file.isNew ? <span className="term-editor-modified"> {t("editor.newFile")}</span> : null}
      </h2>
      <p className="visually-hidden" id={hintId}>
        {t("editor.formHint", { name: file.name })}
      </p>
      <label className="visually-hidden" htmlFor={textId}>
        {t("editor.label", { name: file.name })}
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
