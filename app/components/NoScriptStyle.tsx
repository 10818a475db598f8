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

export const NO_JS_CSS = `${NO_JS_HIDDEN.join(",")}{display:none!important}`;

export function NoScriptStyle() {
  // React escapes text (& < > and quotes), which the CSS above never contains.
  return (
    <noscript>
      <style>{NO_JS_CSS}</style>
    </noscript>
  );
}
