/**
 * The text field under the DOS screen that opens a phone's keyboard: a phone shows its keyboard
 * only for a focused text field, never for the emulator's frame. What the visitor types (words
 * composed, corrected, erased) is forwarded as it changes, as text the frame presses key by key
 * (../typing.ts); Enter sends the line's Enter and empties the field, Backspace on an empty field
 * still erases in DOS, and a hardware keyboard's arrows go through as arrows.
 */
import { useRef, type FormEvent, type KeyboardEvent } from "react";
import type { DosButtonKey } from "./messages";
import type { DosStrings } from "./strings";
import { BACKSPACE, ENTER, typedDiff } from "./typing";

/** Past this the field starts afresh (what was typed is in DOS already). */
const MAX_FIELD_LENGTH = 60;

const ARROWS: Partial<Record<string, DosButtonKey>> = {
  ArrowUp: "ArrowUp",
  ArrowDown: "ArrowDown",
  ArrowLeft: "ArrowLeft",
  ArrowRight: "ArrowRight",
};

interface DosTypeFieldProps {
  strings: DosStrings["buttons"];
  type: (text: string) => void;
  press: (key: DosButtonKey, down: boolean) => void;
}

export function DosTypeField({ strings, type, press }: DosTypeFieldProps) {
  /** What of the field's value DOS has received. */
  const sent = useRef("");

  const reset = (field: HTMLInputElement) => {
    field.value = "";
    sent.current = "";
  };

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const text = typedDiff(sent.current, field.value);
    sent.current = field.value;
    if (text) type(text);
    if (field.value.length > MAX_FIELD_LENGTH) reset(field);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    if (event.key === "Enter") {
      event.preventDefault();
      type(ENTER);
      reset(field);
    } else if (event.key === "Backspace" && field.value === "") {
      event.preventDefault();
      type(BACKSPACE);
    } else if (ARROWS[event.key]) {
      event.preventDefault();
      press(ARROWS[event.key]!, true);
      press(ARROWS[event.key]!, false);
    }
  };

  return (
    <label className="dos-type">
      <span className="dos-type-label">{strings.typeLabel}</span>
      <input
        type="text"
        className="dos-type-field"
        data-testid="dos-type"
        placeholder={strings.typePlaceholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="enter"
        onInput={onInput}
        onKeyDown={onKeyDown}
        onBlur={(event) => reset(event.currentTarget)}
      />
    </label>
  );
}
