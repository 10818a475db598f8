/**
 * On-screen keys for a DOS program on touch screens: a text field that opens
 * the phone's keyboard (DosTypeField), arrows, one action key (Space), Enter
 * and Esc, under the screen. Each button sends its key down on
 * pointerdown and up on pointerup/cancel through the frame protocol, so several
 * can be held at once (one pointer each: multi-touch). A keyboard or a click
 * (Enter/Space on a focused button) presses and releases the key.
 */
import { useState } from "react";
import { DosTypeField } from "./DosTypeField";
import type { DosButtonKey } from "./messages";
import type { DosStrings } from "./strings";

/** The arrows as a cross (grid area per key), then the other keys in a row. */
const ARROWS: readonly DosButtonKey[] = ["ArrowUp", "ArrowLeft", "ArrowRight", "ArrowDown"];
const OTHERS: readonly DosButtonKey[] = ["Space", "Enter", "Escape"];

interface DosButtonsProps {
  strings: DosStrings["buttons"];
  press: (key: DosButtonKey, down: boolean) => void;
  /** Sends typed text (the field's changes) to DOS. */
  type: (text: string) => void;
}

export function DosButtons({ strings, press, type }: DosButtonsProps) {
  const button = (key: DosButtonKey) => (
    <DosButton key={key} name={key} label={strings.keys[key]} glyph={strings.glyphs[key]} press={press} />
  );
  return (
    <div className="dos-buttons" role="group" aria-label={strings.group} data-testid="dos-buttons">
      <DosTypeField strings={strings} type={type} press={press} />
      <div className="dos-buttons-arrows">{ARROWS.map(button)}</div>
      <div className="dos-buttons-keys">{OTHERS.map(button)}</div>
    </div>
  );
}

function DosButton({
  name,
  label,
  glyph,
  press,
}: {
  name: DosButtonKey;
  label: string;
  glyph: string;
  press: (key: DosButtonKey, down: boolean) => void;
}) {
  const [held, setHeld] = useState(false);
  const release = () => {
    if (!held) return;
    setHeld(false);
    press(name, false);
  };
  return (
    <button
      type="button"
      className="game-button dos-button"
      data-key={name}
      data-held={held ? "true" : "false"}
      aria-label={label}
      onPointerDown={(event) => {
        // Keep focus where it is (the screen keeps the physical keyboard, if any).
        event.preventDefault();
        try {
          // Released where the finger lifts, even after sliding off the button.
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A pointer the browser no longer tracks: pointerup still comes to the button.
        }
        setHeld(true);
        press(name, true);
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={release}
      onContextMenu={(event) => event.preventDefault()}
      onClick={(event) => {
        // A keyboard press of the button (pointer presses were sent on pointerdown).
        if (event.detail !== 0) return;
        press(name, true);
        press(name, false);
      }}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
