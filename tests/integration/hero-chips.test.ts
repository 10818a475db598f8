/**
 * The hero's command chips without JavaScript: each chip is a submit button of a form posting its line to
 * the page's action, so a click runs the command in the visitor's no-JS session with the typed line's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { sessionCookieOf } from "../helpers/terminal-session";
import { testContent } from "../helpers/content";
import { htmlText } from "../helpers/html-text";

const { profile } = testContent();

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The chips' form as a browser reads it: its action, hidden fields and submit buttons (name, value). */
function chipForm(html: string) {
  const form = html.match(/<form class="hero-chips"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) throw new Error("no chips form in the page");
  const action = htmlText(form[0].match(/ action="([^"]*)"/)?.[1] ?? "");
  const method = form[0].match(/ method="([^"]*)"/)?.[1];
  const hidden = [...form[1].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1], htmlText(m[2])]);
  // Submit inputs, whose value is also their label (a <button> shows its value and then its text in lynx).
  const buttons = [...form[1].matchAll(/<input type="submit" name="([^"]+)"[^>]*? value="([^"]*)"\/>/g)].map((m) => ({
    name: m[1],
    value: htmlText(m[2]),
  }));
  const teaser = form[1].match(/<p class="hero-teaser"[^>]*>([\s\S]*?)<\/p>/)?.[1];
  return { action, method, hidden, buttons, teaser: teaser === undefined ? undefined : htmlText(teaser) };
}

/** The terminal's lines in a page, as text. */
function terminalLines(html: string): string[] {
  const log = html.slice(html.indexOf('data-testid="terminal-output"'), html.indexOf('data-testid="terminal-form"'));
  return [...log.matchAll(/<(div|samp) class="term-line[^"]*">([\s\S]*?)<\/\1>/g)].map((m) => htmlText(m[2]));
}

async function post(action: string, fields: string[][], cookie = "") {
  return fetch(new URL(action, app.url), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** What the session's page shows after the last post, from its echo on. */
async function answerOf(res: Response, line: string): Promise<string[]> {
  expect(res.status).toBe(303);
  const page = await (
    await fetch(new URL(res.headers.get("location") ?? "/", app.url), { headers: { Cookie: sessionCookieOf(res) } })
  ).text();
  const lines = terminalLines(page);
  const echo = lines.lastIndexOf(`guest@${profile.handle}:~$ ${line}`);
  expect(echo).toBeGreaterThanOrEqual(0);
  return lines.slice(echo);
}

describe("the hero's command chips without JavaScript", () => {
  it("offer help, projects, challenge and snake (and the GBA game only when its ROM is there), with the teaser", async () => {
    const html = await (await fetch(`${app.url}/?lng=en`)).text();
    const form = chipForm(html);
    expect(form.method).toBe("post");
    expect(form.action).toBe("/?index&lng=en");
    expect(form.hidden).toEqual([["intent", "terminal"]]);
    // The homebrew ROM is built into the repository (homebrew/gba/starfall.gba).
    expect(form.buttons.map((b) => b.value)).toEqual(["help", "projects", "challenge", "snake", "gba starfall"]);
    for (const button of form.buttons) expect(button.name).toBe("line");
    expect(form.teaser).toBe("Can you get root? Type challenge");
    expect(chipForm(await (await fetch(`${app.url}/?lng=fr`)).text()).teaser).toBe("Saurez-vous devenir root\u00a0? Tapez challenge");
  });

  it.each(["en", "fr"])("a chip's post runs its line in the visitor's session, as typing it does (%s)", async (lng) => {
    const form = chipForm(await (await fetch(`${app.url}/?lng=${lng}`)).text());
    for (const line of ["help", "projects", "challenge"]) {
      const button = form.buttons.find((b) => b.value === line);
      expect(button).toBeDefined();
      const chip = await answerOf(await post(form.action, [...form.hidden, [button!.name, button!.value]]), line);
      const typed = await answerOf(
        await post(`/?index&lng=${lng}`, [
          ["intent", "terminal"],
          ["line", line],
        ]),
        line,
      );
      expect(chip.length).toBeGreaterThan(1);
      expect(chip).toEqual(typed);
    }
  });
});
