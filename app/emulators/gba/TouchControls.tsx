/**
 * The GBA player's on-screen controls for phones: a D-pad, A, B, L, R, Start
 * and Select, under the screen (never over it). Multi-touch: each pointer holds
 * what is under it, found by position, so a thumb slides between D-pad
 * directions or from B to A; the union of all pointers is reported as presses
 * and releases. The buttons are labelled for assistive technology but left out
 * of the tab order (keyboard users have keys); a click without a pointer (from
 * assistive technology) taps the button briefly.
 */
import { useEffect, useRef } from "react";
import type { GbaButton } from "./keys";
import type { GbaStrings } from "./strings";
import { dpadButtons } from "./touch";
import { diffHeld } from "../shared/gamepad";

interface TouchControlsProps {
  strings: GbaStrings;
  onButton: (button: GbaButton, pressed: boolean) => void;
}

const TAP_MS = 120;

/** What a point holds: a D-pad direction or diagonal, a button, or nothing. */
function buttonsAt(x: number, y: number): GbaButton[] {
  const target = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-gba-touch]");
  if (!target) return [];
  const name = target.dataset.gbaTouch;
  if (name === "dpad") return dpadButtons(x, y, target.getBoundingClientRect());
  return name ? [name as GbaButton] : [];
}

export function TouchControls({ strings, onButton }: TouchControlsProps) {
  const pointers = useRef(new Map<number, GbaButton[]>());
  const held = useRef(new Set<GbaButton>());
  const onButtonRef = useRef(onButton);
  onButtonRef.current = onButton;

  const update = () => {
    const next = new Set<GbaButton>();
    for (const buttons of pointers.current.values()) for (const button of buttons) next.add(button);
    const { press, release } = diffHeld(held.current, next);
    held.current = next;
    for (const button of release) onButtonRef.current(button, false);
    for (const button of press) onButtonRef.current(button, true);
  };

  // Whatever is held when the controls go away is released.
  useEffect(
    () => () => {
      pointers.current.clear();
      update();
    },
    [],
  );

  const onPointerDown = (event: React.PointerEvent) => {
    // No focus change, text selection or emulated mouse events: the game keeps the keyboard.
    event.preventDefault();
    pointers.current.set(event.pointerId, buttonsAt(event.clientX, event.clientY));
    update();
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, buttonsAt(event.clientX, event.clientY));
    update();
  };
  const onPointerEnd = (event: React.PointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    update();
  };
  /** A click that no pointer made (assistive technology): a short tap. */
  const tap = (event: React.MouseEvent, name: GbaButton) => {
    if (event.detail !== 0) return;
    onButtonRef.current(name, true);
    setTimeout(() => onButtonRef.current(name, false), TAP_MS);
  };

  const button = (name: GbaButton, className: string, label = strings.buttons[name], text: string = name) => (
    <button
      type="button"
      tabIndex={-1}
      className={`gba-touch-button ${className}`}
      aria-label={label}
      data-gba-touch={className.includes("gba-touch-arrow") ? undefined : name}
      onClick={(event) => tap(event, name)}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );

  return (
    <div
      className="gba-touch"
      role="group"
      aria-label={strings.touchControls}
      data-testid="gba-touch"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="gba-touch-shoulders">
        {button("L", "gba-touch-shoulder")}
        {button("R", "gba-touch-shoulder")}
      </div>
      <div className="gba-touch-main">
        <div className="gba-touch-dpad" data-gba-touch="dpad" data-testid="gba-touch-dpad">
          {button("Up", "gba-touch-arrow gba-touch-up", strings.buttons.Up, "▲")}
          {button("Left", "gba-touch-arrow gba-touch-left", strings.buttons.Left, "◀")}
          {button("Right", "gba-touch-arrow gba-touch-right", strings.buttons.Right, "▶")}
          {button("Down", "gba-touch-arrow gba-touch-down", strings.buttons.Down, "▼")}
        </div>
        <div className="gba-touch-middle">
          {button("Select", "gba-touch-small")}
          {button("Start", "gba-touch-small")}
        </div>
        <div className="gba-touch-face">
          {button("B", "gba-touch-round gba-touch-b")}
          {button("A", "gba-touch-round gba-touch-a")}
        </div>
      </div>
    </div>
  );
}
