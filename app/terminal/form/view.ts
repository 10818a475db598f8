/**
 * What the server tells the terminal to show before (or without) JavaScript:
 * the no-JS session's lines, prompt and theme, or a fresh terminal's first screen.
 * Plain data in the loader's answer; the React terminal renders it until its
 * engine runs (with JavaScript) or for good (without).
 */
import type { BootTexts } from "~/terminal/engine/boot-script";
import type { Theme, TerminalLine, ThemeName } from "~/terminal/engine/types";

/** The form field that tells the page's action a terminal line was posted (the contact form has none). */
export const TERMINAL_INTENT = "terminal";
/**
 * A window event asking the running terminal to run a line (its detail) as if typed: the hero's command
 * chips. The terminal cancels it to say it took the line; not cancelled, the chip's form posts it instead.
 */
export const TERMINAL_RUN_EVENT = "terminal:run";
/**
 * The id of a no-JS session's last command echo (TerminalLog): the form's redirect names it for browsers that
 * do not focus the input on load (text browsers), so they land on the answer, not the top of the page.
 */
export const TERMINAL_LAST_COMMAND_ID = "terminal-last-command";
/** The command line's field name. */
export const TERMINAL_LINE_FIELD = "line";
/**
 * Posted beside the line when the input was a password field (sudo's or su's prompt): the line answers that
 * prompt only. If the prompt has closed meanwhile (an old page, a session that expired) it is dropped, never
 * run, sent to the assistant or kept in the history (ADR 056).
 */
export const TERMINAL_SECRET_FIELD = "secret";
/** The no-JS editor's fields: the button pressed (its value: EDITOR_SAVE or EDITOR_EXIT) and the text. */
export const TERMINAL_EDITOR_FIELD = "editor";
export const TERMINAL_TEXT_FIELD = "text";
/** The no-JS editor's file name field, shown for an unnamed buffer (`nano` alone). */
export const TERMINAL_FILENAME_FIELD = "filename";
export const EDITOR_SAVE = "save";
export const EDITOR_EXIT = "exit";

export interface ServerTerminalView {
  /**
   * A posted session's last lines (form.server.ts, SESSION_VIEW_LIMITS), after a note of how many
   * earlier ones are left out; for a fresh visitor, the banner (shown
   * to everyone) then the boot lines (shown only without JavaScript: with it the boot plays).
   */
  lines: TerminalLine[];
  /** True for a session that exists (the visitor posted): its lines are the log, and the input takes the focus. */
  active: boolean;
  /** "guest@clad:~$", or sudo's "[sudo] password for guest:" (su's "Password:") while it waits. */
  prompt: string;
  mode: "normal" | "password";
  theme: ThemeName;
  /** The theme's colours when it is not the default (the engine's theme table stays out of the first chunk). */
  themeColors?: Theme["colors"];
  /** The frame's title ("guest@clad: ~/.secrets"). */
  title: string;
  /**
   * A fresh terminal's boot texts: with JavaScript the browser plays the boot from
   * them, and fetches the engine only when the visitor turns to the terminal.
   */
  boot?: BootTexts;
  /** The file `nano` opened, waiting for a save or an exit: the page shows the editor form instead of the prompt. */
  editor?: { name: string; content: string; isNew: boolean };
  /** The last generated image, shown after the line that announced it. */
  image?: { afterLineId: number; prompt: string; src: string; downloadHref: string };
}
