/**
 * The GBA player's configure-controls dialog: the 10 game keys
 * and the 8 emulator keys with their bindings. Choosing one shows
 * "Press a key..."; the pressed code replaces the binding (a key bound
 * elsewhere swaps, see keys.ts); "Save & Close" hands the result back.
 * A native modal <dialog>: the rest of the page is inert while it is open;
 * Escape cancels the key being chosen, else closes the dialog only.
 */
import { useEffect, useId, useRef, useState } from "react";
import { anyPadConnected, browserPadHost } from "../shared/gamepad";
import { CONTROL_ACTIONS, GBA_BUTTONS, keyLabel, RESERVED_KEY, rebind, type KeyConfig, type KeyZone } from "./keys";
import type { GbaStrings } from "./strings";

interface ControlsDialogProps {
  strings: GbaStrings;
  initial: KeyConfig;
  onSave: (config: KeyConfig) => void;
  onCancel: () => void;
}

type Choosing = { zone: KeyZone; index: number } | null;

const TAB_KEY = 9;

export function ControlsDialog({ strings, initial, onSave, onCancel }: ControlsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [config, setConfig] = useState(initial);
  const [choosing, setChoosing] = useState<Choosing>(null);
  const titleId = useId();
  const helpId = useId();
  const padConnected = usePadConnected();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
    return () => dialog?.close();
  }, []);

  // Escape and Tab are handled natively on the dialog: the overlay around the player
  // listens natively too (Escape closes it, Tab wraps in it), before React's handlers run.
  const choosingRef = useRef(choosing);
  choosingRef.current = choosing;
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onNativeKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        if (choosingRef.current) setChoosing(null);
        else onCancelRef.current();
      } else if (event.key === "Tab") {
        event.stopPropagation();
        if (choosingRef.current) setChoosing(null);
        trapTab(dialog, event);
      }
    };
    dialog.addEventListener("keydown", onNativeKeyDown);
    return () => dialog.removeEventListener("keydown", onNativeKeyDown);
  }, []);

  /** While a control is chosen, the next key (not Escape or Tab) becomes its binding. */
  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (!choosing) return;
    const code = event.keyCode;
    if (code === RESERVED_KEY || code === TAB_KEY) return;
    event.preventDefault();
    event.stopPropagation();
    setConfig((current) => rebind(current, choosing.zone, choosing.index, code));
    setChoosing(null);
  };

  const row = (zone: KeyZone, index: number, label: string, code: number) => {
    const active = choosing?.zone === zone && choosing.index === index;
    return (
      <li key={`${zone}-${index}`} className="gba-key-row">
        <span className="gba-key-name" id={`${titleId}-${zone}-${index}`}>
          {label}
        </span>
        <button
          type="button"
          className="game-button gba-key-button"
          aria-labelledby={`${titleId}-${zone}-${index} ${titleId}-${zone}-${index}-value`}
          aria-pressed={active}
          data-zone={zone}
          data-index={index}
          onClick={() => setChoosing(active ? null : { zone, index })}
        >
          <span id={`${titleId}-${zone}-${index}-value`}>{active ? strings.pressKey : keyLabel(code)}</span>
        </button>
      </li>
    );
  };

  return (
    <dialog
      ref={dialogRef}
      className="gba-dialog"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      data-testid="gba-controls"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape is handled in onKeyDown; the browser's own cancel must not close twice.
        event.preventDefault();
      }}
    >
      {/* A modal dialog starts its own outline (h2): it follows the frame document's h1 in the tree. */}
      <h2 id={titleId} className="gba-dialog-title">
        {strings.dialogTitle}
      </h2>
      <p id={helpId} className="gba-dialog-help">
        {strings.dialogHelp}
      </p>
      <div className="gba-dialog-columns">
        <section aria-label={strings.gameKeys}>
          <h3>{strings.gameKeys}</h3>
          <ul className="gba-key-list">
            {GBA_BUTTONS.map((button, index) => row("gba", index, strings.buttons[button], config.keyZonesGBA[index]))}
          </ul>
        </section>
        <section aria-label={strings.emulatorKeys}>
          <h3>{strings.emulatorKeys}</h3>
          <ul className="gba-key-list">
            {CONTROL_ACTIONS.map((action, index) => row("control", index, strings.actions[action], config.keyZonesControl[index]))}
          </ul>
        </section>
      </div>
      <p className="gba-dialog-help">{strings.stateKeys}</p>
      <section aria-label={strings.gamepad} className="gba-dialog-pad">
        <h3>{strings.gamepad}</h3>
        <p data-testid="gba-gamepad-status" role="status">
          {padConnected ? strings.gamepadConnected : strings.gamepadNone}
        </p>
        <p className="gba-dialog-help">{strings.gamepadMapping}</p>
      </section>
      <div className="gba-dialog-actions">
        <button type="button" className="game-button" onClick={onCancel}>
          {strings.cancel}
        </button>
        <button type="button" className="game-button" onClick={() => onSave(config)}>
          {strings.saveClose}
        </button>
      </div>
    </dialog>
  );
}

/** Whether a gamepad is connected, kept up to date while the dialog is open (hot-plug). */
function usePadConnected(): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const host = browserPadHost();
    if (!host) return;
    const read = () => setConnected(anyPadConnected(host.getGamepads()));
    read();
    host.addEventListener("gamepadconnected", read);
    host.addEventListener("gamepaddisconnected", read);
    return () => {
      host.removeEventListener("gamepadconnected", read);
      host.removeEventListener("gamepaddisconnected", read);
    };
  }, []);
  return connected;
}

/** Tab wraps inside the dialog. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>("button:not([disabled])")];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
