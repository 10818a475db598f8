/**
 * A no-JS session's terminal, read back from the page the server drew. The page cache serves a session's page
 * as the shared page with the session's terminal spliced in (ADR 030), so the page's loader data is the shared
 * page's: a fresh terminal. A visitor whose line was posted before the page's code ran (or without it) would
 * see the answer, then a fresh terminal over it. Read before hydration changes anything, the lines let the
 * browser draw the terminal the server drew (hydration keeps it) and hand them to the engine, which goes on
 * under them. The markup is TerminalLineView's, read the other way; nothing is carried twice in the page.
 */
import type { LineSegment, LineType, TerminalLine, Theme } from "~/terminal/engine/types";
import type { ServerTerminalView } from "~/terminal/form/view";

const TONE_CLASS = "term-tone-";
const TYPE_CLASS = "term-line-";

function segmentOf(node: ChildNode): LineSegment {
  if (!(node instanceof Element)) return { text: node.textContent ?? "" };
  const tone = [...node.classList].find((name) => name.startsWith(TONE_CLASS))?.slice(TONE_CLASS.length);
  const href = node.tagName === "A" ? node.getAttribute("href") : null;
  return { text: node.textContent ?? "", ...(href !== null ? { href } : {}), ...(tone ? { tone } : {}) };
}

/** One `.term-line` element as the line it was drawn from (ids in order: the page does not show them). */
function lineOf(element: Element, id: number): TerminalLine {
  const type = ([...element.classList]
    .find((name) => name.startsWith(TYPE_CLASS) && name !== "term-line-loading")
    ?.slice(TYPE_CLASS.length) ?? "system") as LineType;
  const command = element.querySelector(":scope > .term-user-command");
  if (command) {
    const prompt = element.querySelector(":scope > .term-user-prompt")?.textContent ?? "";
    return { id, type, text: prompt + (command.textContent ?? ""), ...(prompt ? { prompt } : {}) };
  }
  const nodes = [...element.childNodes];
  if (nodes.every((node) => !(node instanceof Element))) return { id, type, text: element.textContent ?? "" };
  const segments = nodes.map(segmentOf);
  return { id, type, text: segments.map((segment) => segment.text).join(""), segments };
}

/** The theme's colours the root carries as `--term-*` properties (none for the default theme). */
function colorsOf(root: HTMLElement): Theme["colors"] | undefined {
  const colors: Record<string, string> = {};
  for (const name of Array.from(root.style)) {
    if (name.startsWith("--term-")) colors[name.slice("--term-".length)] = root.style.getPropertyValue(name).trim();
  }
  return Object.keys(colors).length > 0 ? (colors as Theme["colors"]) : undefined;
}

/**
 * The session view the server drew in `root` (the terminal's root element), or undefined when it drew none, or
 * something this cannot read back (the no-JS editor's form): the data's view is used then.
 */
export function drawnSessionView(root: HTMLElement | null, fromData: ServerTerminalView): ServerTerminalView | undefined {
  // The root's data-session (Terminal.tsx) says the server drew a session, whatever the data says.
  if (!root || root.dataset.session !== "true") return undefined;
  const log = root.querySelector('[data-testid="terminal-output"]');
  const prompt = root.querySelector('[data-testid="terminal-prompt"]');
  const input = root.querySelector<HTMLInputElement>('[data-testid="terminal-input"]');
  if (!log || !prompt || !input) return undefined;
  const lines: TerminalLine[] = [];
  let image: ServerTerminalView["image"];
  // In document order: a session's lines sit in text blocks (<pre>, TerminalLog) split around the image.
  for (const element of Array.from(log.querySelectorAll(".term-line, figure.term-image"))) {
    if (element.classList.contains("term-line")) lines.push(lineOf(element, lines.length + 1));
    const img = element.matches("figure.term-image") ? element.querySelector("img") : null;
    if (img && lines.length > 0) {
      const download = element.querySelector("a")?.getAttribute("href") ?? "";
      image = { afterLineId: lines.length, prompt: "", src: img.getAttribute("src") ?? "", downloadHref: download };
    }
  }
  return {
    ...fromData,
    lines,
    active: true,
    prompt: prompt.textContent ?? "",
    mode: input.type === "password" ? "password" : "normal",
    theme: (root.dataset.theme as ServerTerminalView["theme"] | undefined) ?? fromData.theme,
    themeColors: colorsOf(root),
    boot: undefined,
    editor: undefined,
    image,
  };
}
