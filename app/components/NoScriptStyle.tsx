/**
 * Controls that only make sense with JavaScript, hidden when scripts are off.
 * A `<noscript>` stylesheet in the head: with JavaScript on, the browser never
 * parses its content, so nothing flashes, shifts or waits for hydration.
 * (CSP: style-src allows inline styles.) Keep the CSS free of < > & and quotes.
 */
export const NO_JS_HIDDEN = [
  // Hero: fullscreen needs the script that resizes the terminal; the banner focuses its input.
  ".terminal-fullscreen-toggle",
  ".tap-banner",
  // Chat demo: the history "loads" from a script; the static sample shows instead.
  ".chat-loading",
  ".chat-reset",
  ".chat-suggestions",
  // The examples carousel: the first example shows; its arrows would do nothing.
  ".showcase-nav",
];

/**
 * The terminal's form without JavaScript: the real input shows (with JavaScript a
 * drawn caret stands in for it), the prompt is visible before any engine runs, and
 * the screen starts scrolled to its last line (a column-reverse scroller does).
 */
export const NO_JS_TERMINAL_CSS = [
  ".term-prompt-row[data-hidden=true] .term-prompt{visibility:visible}",
  ".term-typed{display:none}",
  ".term-input{position:static;flex:1 1 12ch;min-width:0;width:auto;height:auto;opacity:1;pointer-events:auto;" +
    "caret-color:var(--term-input);color:var(--term-input);background:transparent;font-family:inherit;line-height:inherit;outline:none}",
  ".term-screen{display:flex;flex-direction:column-reverse}",
  ".term-scroll{margin-bottom:auto}",
].join("");

export const NO_JS_CSS = `${NO_JS_HIDDEN.join(",")}{display:none!important}${NO_JS_TERMINAL_CSS}`;

export function NoScriptStyle() {
  // React escapes text (& < > and quotes), which the CSS above never contains.
  return (
    <noscript>
      <style>{NO_JS_CSS}</style>
    </noscript>
  );
}
