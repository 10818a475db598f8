/**
 * The editor without JavaScript over HTTP: `nano <file>` posted to the page's action brings
 * back a page with the editor form in place of the prompt; its Save post writes the file
 * through the engine (the same "[ Wrote N lines … ]" line), its Exit post writes nothing,
 * and a malformed or stray editor post changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "../../app/terminal/engine/messages";
import { startTestApp, type TestApp } from "../helpers/app";
import { sessionCookieOf } from "../helpers/terminal-session";
import { testContent } from "../helpers/content";
import { decodeEntities } from "../helpers/html-text";

const { profile } = testContent();
const PROMPT = `guest@${profile.handle}:~$`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await app?.close();
});

function post(fields: Record<string, string>, cookie = "") {
  return fetch(`${app.url}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ intent: "terminal", ...fields }),
  });
}

/** The page a session shows: its terminal lines (as text), and the editor form's textarea text if the form is there. */
async function page(cookie: string): Promise<{ lines: string[]; editor: string | null; html: string }> {
  const html = await (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } })).text();
  const start = html.indexOf('data-testid="terminal-output"');
  const ends = ['data-testid="terminal-form"', 'data-testid="terminal-editor-form"']
    .map((m) => html.indexOf(m, start))
    .filter((i) => i > 0);
  const log = html.slice(start, Math.min(...ends));
  const lines = [...log.matchAll(/<(div|samp) class="term-line[^"]*">([\s\S]*?)<\/\1>/g)].map((m) =>
    decodeEntities(m[2].replace(/<[^>]+>/g, "")),
  );
  const area = /<textarea[^>]*data-testid="terminal-editor-text"[^>]*>([\s\S]*?)<\/textarea>/.exec(html);
  return { lines, editor: area ? decodeEntities(area[1]) : null, html };
}

/** A session (cookie) with `nano <name>` just posted. */
async function openEditor(name: string, cookie = ""): Promise<string> {
  const res = await post({ line: `nano ${name}` }, cookie);
  expect(res.status).toBe(303);
  return sessionCookieOf(res) || cookie;
}

describe("the editor without JavaScript", () => {
  it("nano shows the editor form in place of the prompt; Save writes the file, and cat shows it", async () => {
    const cookie = await openEditor("memo.txt");
    const open = await page(cookie);
    expect(open.editor).toBe("");
    expect(open.html).toContain('data-testid="terminal-editor-form"');
    expect(open.html).not.toContain('data-testid="terminal-form"');
    expect(open.html).toMatch(/<button[^>]*name="editor"[^>]*value="save"[^>]*>Save<\/button>/);
    expect(open.html).toMatch(/<button[^>]*name="editor"[^>]*value="exit"[^>]*>Exit without saving<\/button>/);
    expect(open.lines.join("\n")).not.toMatch(/needs JavaScript/);

    // A textarea posts CRLF line ends: the file gets LF ones.
    const saved = await post({ editor: "save", text: "first line\r\nsecond line\r\n" }, cookie);
    expect(saved.status).toBe(303);
    const after = await page(cookie);
    expect(after.editor).toBeNull();
    expect(after.html).toContain('data-testid="terminal-form"');
    expect(after.lines.at(-1)).toBe(message("en", "editorWrote", { count: 2, path: "memo.txt" }));

    expect((await post({ line: "cat memo.txt" }, cookie)).status).toBe(303);
    expect((await page(cookie)).lines.slice(-3)).toEqual([`${PROMPT} cat memo.txt`, "first line", "second line"]);
  });

  it("nano alone opens an unnamed buffer: the form asks for the file name, and Save writes it there", async () => {
    const res = await post({ line: "nano" });
    expect(res.status).toBe(303);
    const cookie = sessionCookieOf(res);
    const open = await page(cookie);
    expect(open.editor).toBe("");
    expect(open.html).toContain("nano: New Buffer");
    expect(open.html).toMatch(/<input[^>]*name="filename"[^>]*data-testid="terminal-editor-filename"/);
    expect((await post({ editor: "save", text: "kept\r\n", filename: "" }, cookie)).status).toBe(303);
    expect((await page(cookie)).lines.at(-1)).toBe("[ No file name: nothing was written ]");

    const again = sessionCookieOf(await post({ line: "nano" }, cookie)) || cookie;
    expect((await post({ editor: "save", text: "kept\r\n", filename: "named.txt" }, again)).status).toBe(303);
    expect((await page(again)).lines.at(-1)).toBe(message("en", "editorWrote", { count: 1, path: "named.txt" }));
    expect((await post({ line: "cat named.txt" }, again)).status).toBe(303);
    expect((await page(again)).lines.at(-1)).toBe("kept");
  });

  it("an existing file opens with its text; Exit without saving writes nothing", async () => {
    const first = await post({ line: "echo kept > draft.txt" });
    const cookie = sessionCookieOf(first);
    await openEditor("draft.txt", cookie);
    expect((await page(cookie)).editor).toBe("kept\n");
    const before = (await page(cookie)).lines;

    expect((await post({ editor: "exit", text: "changed" }, cookie)).status).toBe(303);
    const after = await page(cookie);
    expect(after.editor).toBeNull();
    expect(after.lines).toEqual(before);
    await post({ line: "cat draft.txt" }, cookie);
    expect((await page(cookie)).lines.at(-1)).toBe("kept");
  });

  it("the quest's token cannot be broken without JavaScript: nano's save, rm -r and > are refused (issue 36)", async () => {
    const first = await post({ line: "cat .secrets/api_token" });
    const cookie = sessionCookieOf(first);
    const token = (await page(cookie)).lines.at(-1);
    expect(token).toMatch(/^sk_live_/);

    await openEditor(".secrets/api_token", cookie);
    expect((await page(cookie)).editor).toBe(token);
    expect((await post({ editor: "save", text: "broken" }, cookie)).status).toBe(303);
    expect((await page(cookie)).lines.at(-1)).toBe("[ Error writing .secrets/api_token: Permission denied ]");

    await post({ line: "rm -r .secrets" }, cookie);
    expect((await page(cookie)).lines.at(-1)).toBe("rm: cannot remove '.secrets': Permission denied");
    await post({ line: "echo x > .secrets/api_token" }, cookie);
    expect((await page(cookie)).lines.at(-1)).toBe("bash: .secrets/api_token: Permission denied");
    await post({ line: "cat .secrets/api_token" }, cookie);
    expect((await page(cookie)).lines.at(-1)).toBe(token);
  });

  it("bad editor posts answer 4xx with a clear message and change nothing", async () => {
    // Save without an open editor.
    const fresh = await post({ line: "whoami" });
    const cookie = sessionCookieOf(fresh);
    const stray = await post({ editor: "save", text: "x" }, cookie);
    expect(stray.status).toBe(409);
    expect(await stray.text()).toContain("No file is open in the editor: nothing was written.");
    await post({ line: "ls" }, cookie);
    expect((await page(cookie)).lines.join("\n")).not.toMatch(/Wrote/);

    // With the editor open: a missing text, an unknown button.
    await openEditor("memo.txt", cookie);
    const malformed: Record<string, string>[] = [{ editor: "save" }, { editor: "delete", text: "x" }];
    for (const fields of malformed) {
      const bad = await post(fields, cookie);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("The editor's form came back incomplete: nothing was written.");
      expect((await page(cookie)).editor).toBe("");
    }
    // A body over the form cap is refused before it reaches the terminal.
    const huge = await post({ editor: "save", text: "y".repeat(70 * 1024) }, cookie);
    expect(huge.status).toBe(413);
    const still = await page(cookie);
    expect(still.editor).toBe("");
    expect(still.lines.join("\n")).not.toMatch(/Wrote/);
  });
});
