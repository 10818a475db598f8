/**
 * Lines sent before the page's code runs. The page's HTML carries a small inline script (the hero renders it
 * above the terminal, with the CSP nonce) that holds a terminal line posted in the first seconds, the
 * terminal's own Enter or a command chip: without it the browser would post the no-JS form and reload the
 * page, and the visitor would wait for everything again. The terminal takes the held lines when it runs
 * (`takeEarlyLines`) and runs them in order, as if typed then.
 *
 * Never lost: without JavaScript the script does not run (the form posts, the server answers); with a
 * browser too old for the page's modules it holds nothing; when the page's scripts fail to load, or have
 * not started 20 s after a line was held, the first line held is posted the no-JS way after all. A password
 * (sudo's prompt of a no-JS session) is never held.
 */

/** The global the script leaves for the page: what it holds, and a way to take it over. */
const GLOBAL = "__terminalEarly";

interface EarlyInputGlobal {
  /** Stops holding (the terminal now takes its lines itself) and hands the held lines over, oldest first. */
  take(): string[];
  /** The page's code has started: its scripts came, no fallback post. */
  started?: boolean;
  /** The terminal has taken over (`take` was called). */
  taken?: boolean;
}

/**
 * The inline script (plain ES5, no imports: it runs before any module). Capture-phase listeners on the
 * document, so it sees a submit before anything else; a form counts when its `intent` field says
 * "terminal" and it sends a `line` (the chip pressed, or the prompt's text input).
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var w = window, d = document;
  if (w.${GLOBAL} || !("noModule" in d.createElement("script"))) return;
  var held = [], done = false, timer = 0;
  function heldLine(event) {
    var form = event.target, fields = form && form.elements, submitter = event.submitter;
    if (!fields || !fields.intent || fields.intent.value !== "terminal") return null;
    if (submitter && submitter.name === "line") return { form: form, text: submitter.value, submitter: submitter };
    var field = fields.line;
    if (field && field.tagName === "INPUT" && field.type === "text") return { form: form, text: field.value, field: field };
    return null;
  }
  function stop() {
    done = true;
    clearTimeout(timer);
    d.removeEventListener("submit", onSubmit, true);
    w.removeEventListener("error", onError, true);
  }
  function postFirst() {
    if (done || !held.length || w.${GLOBAL}.started) return;
    var first = held[0];
    stop();
    if (first.field) first.field.value = first.text;
    if (first.form.requestSubmit) first.form.requestSubmit(first.submitter || null);
    else first.form.submit();
  }
  function onSubmit(event) {
    if (done) return;
    var line = heldLine(event);
    if (!line) return;
    event.preventDefault();
    if (line.field) line.field.value = "";
    held.push(line);
    if (!timer) timer = setTimeout(postFirst, 20000);
  }
  function onError(event) {
    var el = event.target;
    if (el && (el.tagName === "SCRIPT" || (el.tagName === "LINK" && el.rel === "modulepreload"))) postFirst();
  }
  d.addEventListener("submit", onSubmit, true);
  w.addEventListener("error", onError, true);
  w.${GLOBAL} = {
    take: function () {
      w.${GLOBAL}.taken = true;
      stop();
      return held.splice(0).map(function (line) { return line.text; });
    }
  };
})();`
  // One line in the page: the indentation is for reading here.
  .replace(/\n\s*/g, "");

function early(): EarlyInputGlobal | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as unknown as Record<string, EarlyInputGlobal | undefined>)[GLOBAL];
}

/** The page's code runs (entry.client): a held line now waits for the terminal, however long it takes. */
export function markPageCodeStarted(): void {
  const held = early();
  if (held) held.started = true;
}

/** The terminal runs (its handlers take the keys and lines): its part of the page is hydrated. */
export function terminalTookOver(): boolean {
  return early()?.taken === true;
}

/** The lines held before the terminal ran, oldest first; from now on the terminal's own handlers take lines. */
export function takeEarlyLines(): string[] {
  return early()?.take() ?? [];
}
