/**
 * The prompt row: a real form posting the line to the page's action (the path
 * without JavaScript), drawn as a prompt, the typed text and a block cursor
 * over a transparent input that keeps the keyboard and assistive tech.
 */
import type { FormEvent, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/use-hydrated";
import { TERMINAL_INTENT, TERMINAL_LINE_FIELD, TERMINAL_SECRET_FIELD } from "~/terminal/form/view";
import { TERMINAL_INPUT_ID } from "./terminal-helpers";
import type { useTerminalKeys } from "./use-terminal-keys";

export interface PromptRowProps {
  formAction: string;
  hidden: boolean;
  searching: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The prompt, or the reverse search's. */
  prompt: string;
  /** The text drawn after the prompt and where the cursor stands in it. */
  shown: string;
  caretAt: number;
  inputRef: RefObject<HTMLInputElement>;
  password: boolean;
  value: string;
  label: string;
  locked: boolean;
  disabled: boolean;
  /** After a no-JS post: the input takes the focus back. */
  focusOnLoad: boolean;
  keys: Pick<ReturnType<typeof useTerminalKeys>, "onChange" | "onSelect" | "onKeyDown">;
  onFocus: () => void;
}

export function PromptRow(props: PromptRowProps) {
  const { t } = useTranslation("terminal");
  const { shown, caretAt, keys } = props;
  const hydrated = useHydrated();
  // No #fragment (formAction): the page comes back with the input focused (autofocus), which a fragment would cancel.
  return (
    <form
      className="term-prompt-row"
      data-hidden={props.hidden ? "true" : "false"}
      data-search={props.searching ? "true" : undefined}
      method="post"
      action={props.formAction}
      onSubmit={props.onSubmit}
      data-testid="terminal-form"
    >
      <input type="hidden" name="intent" value={TERMINAL_INTENT} />
      {/* A password answers its prompt only: never run or sent elsewhere if the prompt has closed (ADR 056). */}
      {props.password ? <input type="hidden" name={TERMINAL_SECRET_FIELD} value="1" /> : null}
      <span className="term-prompt" aria-hidden="true" data-testid="terminal-prompt">
        {props.prompt}
      </span>
      <span className="term-typed" aria-hidden="true" data-testid="terminal-typed">
        {shown.slice(0, caretAt)}
        <span className="term-cursor" />
        {shown.slice(caretAt)}
      </span>
      <input
        ref={props.inputRef}
        id={TERMINAL_INPUT_ID}
        className="term-input"
        type={props.password ? "password" : "text"}
        name={TERMINAL_LINE_FIELD}
        value={props.value}
        aria-label={props.label}
        aria-describedby={`${TERMINAL_INPUT_ID}-hint`}
        aria-disabled={props.locked || undefined}
        readOnly={props.locked}
        disabled={props.disabled}
        // After a no-JS post the page comes back at the terminal, ready for the next line (the
        // visitor was typing here a moment ago: this returns the focus, it does not steal it).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={props.focusOnLoad}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="send"
        data-testid="terminal-input"
        onChange={keys.onChange}
        onSelect={(event) => keys.onSelect(event.currentTarget.selectionStart)}
        onKeyDown={keys.onKeyDown}
        // Turning to the terminal fetches its engine (see use-terminal-engine.ts).
        onFocus={props.onFocus}
      />
      {/* Without JavaScript the form's submit; with it the script runs the line: out of the tree. */}
      <button type="submit" className="term-run visually-hidden" tabIndex={-1} hidden={hydrated || undefined}>
        {t("run")}
      </button>
    </form>
  );
}
