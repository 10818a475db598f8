/**
 * Gamepads in the DOS frame: the d-pad / left stick are the arrow keys, button 0 Space,
 * 1 Left Ctrl, 9 Enter (../../shared/gamepad.ts), sent to the running program as key
 * downs and ups. The pads are read here, in the frame, because the frame has the focus
 * while DOS runs (a document without focus may be given no gamepad input).
 */
import { browserPadHost, dosKeysFromPad, startPadLoop } from "../../shared/gamepad";

/** js-dos's key event entry point (not in main.ts's slice of the API). */
interface KeyEventTarget {
  sendKeyEvent?: (keyCode: number, pressed: boolean) => void;
}

const host = browserPadHost();
if (host) {
  const stop = startPadLoop(host, dosKeysFromPad, ({ press, release }) => {
    const ci = window.__dosCi as KeyEventTarget | undefined;
    if (typeof ci?.sendKeyEvent !== "function") return;
    for (const key of release) ci.sendKeyEvent(key, false);
    for (const key of press) ci.sendKeyEvent(key, true);
  });
  window.addEventListener("pagehide", stop);
}
