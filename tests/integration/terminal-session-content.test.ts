/**
 * A no-JS terminal session opened before the owner changed her content (and restarted) does not
 * replay the former persona's lines: it starts fresh under the new content. The same content after
 * a restart keeps the session.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { toContent } from "~/content/validate.server";
import { startTestApp, type TestApp } from "../helpers/app";
import { rawTestContent, testContent } from "../helpers/content";
import { htmlText } from "../helpers/html-text";
import { sessionCookieOf } from "../helpers/terminal-session";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "term-content-"));
const databasePath = path.join(dir, "shared.sqlite");
const before = testContent();
const raw = rawTestContent();
raw.profile.name = "Ana Lima";
raw.profile.handle = "analima";
const after = toContent(raw);

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(content: typeof before): Promise<TestApp> {
  for (const app of apps.splice(0)) await app.close();
  const app = await startTestApp({}, { databasePath, content });
  apps.push(app);
  return app;
}

/** The terminal's lines in a page, as text. */
async function terminalLines(app: TestApp, cookie: string): Promise<string[]> {
  const html = await (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } })).text();
  const log = html.slice(html.indexOf('data-testid="terminal-output"'), html.indexOf('data-testid="terminal-form"'));
  // A no-JS session's lines are <samp>s in the log's <pre> (ADR 060); a fresh terminal's are <div>s.
  return [...log.matchAll(/<(samp|div) class="term-line[^"]*">([\s\S]*?)<\/\1>/g)].map((m) => htmlText(m[2]));
}

async function post(app: TestApp, line: string, cookie = ""): Promise<Response> {
  return fetch(`${app.url}/?index&lng=en`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ intent: "terminal", line }),
  });
}

describe("a no-JS terminal session across a content change", () => {
  it("keeps its lines after a restart on the same content, starts fresh after a change", async () => {
    let app = await serve(before);
    const cookie = sessionCookieOf(await post(app, "whoami"));
    expect((await terminalLines(app, cookie)).slice(-2)).toEqual([`guest@${before.profile.handle}:~$ whoami`, "guest"]);

    app = await serve(before);
    expect(await terminalLines(app, cookie)).toContain(`guest@${before.profile.handle}:~$ whoami`);

    app = await serve(after);
    const lines = await terminalLines(app, cookie);
    expect(lines.join("\n")).not.toContain(before.profile.handle);
    expect(lines).not.toContainEqual(expect.stringMatching(/\$ whoami$/));
    // The next post runs in a fresh session of the new content, under a new cookie.
    const next = await post(app, "pwd", cookie);
    expect(sessionCookieOf(next)).not.toBe(cookie);
    expect((await terminalLines(app, sessionCookieOf(next))).slice(-2)).toEqual([`guest@analima:~$ pwd`, "/home/guest"]);
  });
});
