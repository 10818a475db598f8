/**
 * Cheap personal pages: a no-JS terminal session's page shows the session's last lines (a note says how many
 * earlier ones are left out) and stays small at the session's caps; it is kept for that session alone until
 * its next post; personal answers are `private, no-store` with `Vary: Cookie`, and the shared page says what
 * it varies on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { sessionCookieOf } from "../helpers/terminal-session";
import { SESSION_VIEW_LIMITS } from "../../app/terminal/form/form.server";
import { SESSION_LIMITS } from "../../app/services/terminal-sessions.server";
import { PAGE_VARY } from "../../server/page-cache";
import { testContent } from "../helpers/content";

const { profile } = testContent();

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function postLine(line: string, cookie = "") {
  const res = await fetch(`${app.url}/?index&lng=en`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ intent: "terminal", line }),
  });
  expect(res.status).toBe(303);
  return res;
}

/** The terminal's lines in a page, as HTML. */
function terminalLines(html: string): string[] {
  const log = html.slice(html.indexOf('data-testid="terminal-output"'), html.indexOf('data-testid="terminal-form"'));
  return [...log.matchAll(/<(div|samp) class="term-line[^"]*">([\s\S]*?)<\/\1>/g)].map((m) => m[2]);
}

/** A page cut in three: the frame's title, the terminal's root element, and the rest. */
function terminalPart(html: string): { title: string; terminal: string; rest: string } {
  const title = /<span class="terminal-frame-title" aria-hidden="true">([^<]*)<\/span>/.exec(html);
  const start = html.indexOf('<div class="term" data-testid="terminal"');
  const end = html.indexOf("<!--/$-->", start);
  expect(title).not.toBeNull();
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const rest = html.slice(0, start) + html.slice(end);
  return { title: title![1], terminal: html.slice(start, end), rest: rest.replace(title![0], "") };
}

/** The page without its per-response CSP nonce. */
function withoutNonce(html: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  return html.split(nonce!).join("NONCE");
}

const marker = (i: number) => `line${String(i).padStart(4, "0")}`;
/** Each post keeps two lines (the command and its echo) and a history entry of about 1 KB. */
const longEcho = (i: number) => `echo ${marker(i)} ${"x".repeat(990)}`;

describe("a full session's page", { timeout: 60_000 }, () => {
  let cookie = "";
  const posts = 120;

  beforeAll(async () => {
    for (let i = 0; i < posts; i++) {
      const res = await postLine(longEcho(i), cookie);
      cookie = sessionCookieOf(res) || cookie;
    }
  });

  it("stays under 120 KB in either language, with the last lines and a note of the earlier ones", async () => {
    // The session is at its caps: far more than a page shows.
    expect(posts * 2).toBeGreaterThan(SESSION_LIMITS.lines);
    for (const lng of ["en", "fr"]) {
      const res = await fetch(`${app.url}/?lng=${lng}`, { headers: { Cookie: cookie, "Accept-Encoding": "identity" } });
      const html = await res.text();
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(120 * 1024);
      const lines = terminalLines(html);
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.length).toBeLessThanOrEqual(SESSION_VIEW_LIMITS.lines + 1);
      expect(lines[0]).toMatch(
        lng === "en" ? /^… \d+ earlier lines are not shown here\.$/ : /^… \d+ lignes précédentes ne sont pas affichées ici\.$/,
      );
      expect(lines.at(-1)).toContain(marker(posts - 1));
      expect(html).not.toContain(marker(0));
      expect(html).not.toContain("data:image");
    }
  });

  it("is the visitor's alone: private, no-store, Vary: Cookie; spliced, for that session only", async () => {
    const first = await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } });
    const firstLines = terminalLines(await first.text());
    const again = await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } });
    expect(again.headers.get("x-page-cache")).toBe("splice");
    expect(terminalLines(await again.text())).toEqual(firstLines);
    for (const res of [first, again]) {
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("vary")).toBe(PAGE_VARY);
    }

    // Another session never gets this one's page.
    const other = sessionCookieOf(await postLine("echo someone-else"));
    const otherPage = await (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: other } })).text();
    expect(terminalLines(otherPage).at(-1)).toBe("someone-else");
    expect(otherPage).not.toContain(marker(posts - 1));

    // A post changes the page at once.
    await postLine("echo after-the-post", cookie);
    const after = await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } });
    expect(after.headers.get("x-page-cache")).toBe("splice");
    expect(terminalLines(await after.text()).at(-1)).toBe("after-the-post");
  });

  it("is the shared page with only the terminal and the frame's title replaced, gzipped or not", async () => {
    // A directory and a theme of the session's own: the title and the terminal's attributes change too.
    const own = sessionCookieOf(await postLine("cd /home"));
    await postLine("theme retro", own);
    for (const encoding of ["identity", "gzip"]) {
      const url = `${app.url}/?lng=en&splice=${encoding}`;
      const sharedPage = await (await fetch(url, { headers: { "Accept-Encoding": encoding } })).text();
      const res = await fetch(url, { headers: { Cookie: own, "Accept-Encoding": encoding } });
      expect(res.headers.get("x-page-cache")).toBe("splice");
      const page = await res.text();
      const mine = terminalPart(page);
      const theirs = terminalPart(sharedPage);
      expect(mine.title).toBe(`guest@${profile.handle}: /home`);
      expect(theirs.title).toBe(`guest@${profile.handle}: ~`);
      expect(mine.terminal).toContain('data-theme="retro"');
      expect(terminalLines(page).at(-1)).toBe("Theme set to Retro Amber.");
      expect(mine.terminal).toContain(`data-testid="terminal-prompt">guest@${profile.handle}:/home$<`);
      // Everything else is the shared page's, byte for byte (its nonce aside).
      expect(withoutNonce(mine.rest)).toBe(withoutNonce(theirs.rest));
    }
  });
});

describe("cache headers", () => {
  it("a post's answer is private, no-store, Vary: Cookie", async () => {
    const res = await postLine("whoami");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toContain("Cookie");
    const data = await fetch(`${app.url}/_root.data`, { headers: { Cookie: sessionCookieOf(res) } });
    await data.arrayBuffer();
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect(data.headers.get("vary")).toContain("Cookie");
  });

  it("the shared page is not private and varies on what picks its variant, rendered or replayed", async () => {
    const first = await fetch(`${app.url}/?lng=fr&shared=1`);
    await first.text();
    const again = await fetch(`${app.url}/?lng=fr&shared=1`);
    await again.text();
    expect(again.headers.get("x-page-cache")).toBe("hit");
    for (const res of [first, again]) {
      expect(res.headers.get("cache-control")).toBeNull();
      expect(res.headers.get("vary")).toBe(PAGE_VARY);
    }
    expect(PAGE_VARY.split(", ").sort()).toEqual(["Accept-Encoding", "Accept-Language", "Cookie", "User-Agent"]);
  });

  it("a cookie that names no live session gets the shared page (privately)", async () => {
    const shared = await (await fetch(`${app.url}/?lng=en&dead=1`)).text();
    const res = await fetch(`${app.url}/?lng=en&dead=1`, { headers: { Cookie: `term_session=${"A".repeat(43)}` } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(withoutNonce(await res.text())).toBe(withoutNonce(shared));
  });
});
