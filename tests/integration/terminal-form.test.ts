/**
 * The no-JS terminal over HTTP (ADR 014): the page's action runs a posted line
 * and redirects back (303) with the session cookie; the visitor's next page shows
 * their lines (never served from the page cache); others still get the cached page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { sessionCookieOf } from "../helpers/terminal-session";
import { testContent } from "../helpers/content";
import { htmlText } from "../helpers/html-text";

const { profile } = testContent();

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await app?.close();
});

function postLine(line: string, cookie = "", extra: Record<string, string> = {}, path = "/?index", fields: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}), ...extra },
    body: new URLSearchParams({ intent: "terminal", line, ...fields }),
  });
}

/** The visitor's page after their posts. */
const pageOf = async (cookie: string) => (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } })).text();

/** The terminal's lines in a page, as text. */
function terminalLines(html: string): string[] {
  const log = html.slice(html.indexOf('data-testid="terminal-output"'), html.indexOf('data-testid="terminal-form"'));
  return [...log.matchAll(/<(div|samp) class="term-line[^"]*">([\s\S]*?)<\/\1>/g)].map((m) => htmlText(m[2]));
}

describe("the terminal's form", () => {
  it("a post runs the line, sets the session cookie and redirects back (303) to the same page", async () => {
    const res = await postLine("whoami", "", {}, "/?index&lng=en&filter=all");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?lng=en&filter=all");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("term_session="));
    expect(cookie).toMatch(/^term_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/);

    const page = await fetch(`${app.url}/?lng=en`, { headers: { Cookie: sessionCookieOf(res) } });
    // The shared page with this session's terminal in it (server/page-cache.ts).
    expect(page.headers.get("x-page-cache")).toBe("splice");
    const lines = terminalLines(await page.text());
    expect(lines.slice(-2)).toEqual([`guest@${profile.handle}:~$ whoami`, "guest"]);
    expect(lines).toContainEqual(expect.stringMatching(/^Secure connection established\. Session ID: [A-Z0-9]{8}$/));
  });

  it("a file written with a redirection is still there on the next post, read through a pipe", async () => {
    const first = await postLine("echo kept across posts > note.txt");
    const cookie = sessionCookieOf(first);
    await postLine("cat note.txt | cat", cookie);
    const page = await (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } })).text();
    expect(terminalLines(page).slice(-2)).toEqual([`guest@${profile.handle}:~$ cat note.txt | cat`, "kept across posts"]);
  });

  it("the cookie is Secure when the site is reached over https", async () => {
    const res = await postLine("pwd", "", { "X-Forwarded-Proto": "https" });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("term_session="))).toMatch(/; Secure$/);
  });

  it("the session goes on across posts; an unknown or tampered cookie starts a fresh one", async () => {
    const first = await postLine("cd /home");
    const cookie = sessionCookieOf(first);
    const second = await postLine("pwd", cookie);
    expect(sessionCookieOf(second)).toBe(cookie);
    const page = await (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } })).text();
    expect(terminalLines(page).slice(-2)).toEqual([`guest@${profile.handle}:/home$ pwd`, "/home"]);
    expect(page).toContain(`data-testid="terminal-prompt">guest@${profile.handle}:/home$<`);

    for (const bad of ["term_session=forged", `${cookie.slice(0, -2)}xy`]) {
      const res = await postLine("pwd", bad);
      expect(sessionCookieOf(res)).not.toBe(bad);
      const fresh = await (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: sessionCookieOf(res) } })).text();
      expect(terminalLines(fresh).slice(-2)).toEqual([`guest@${profile.handle}:~$ pwd`, "/home/guest"]);
    }
  });

  it("visitors without a session still get the cached page, with the fresh terminal's first screen", async () => {
    await fetch(`${app.url}/?lng=fr`);
    const cached = await fetch(`${app.url}/?lng=fr`);
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    const html = await cached.text();
    // The banner for everyone; the boot lines inside <noscript> (with JavaScript the boot plays).
    expect(html).toContain("AI Interface v2.1");
    expect(html).toMatch(/<noscript><div class="term-line term-line-system">Démarrage de l(&#x27;|')interface IA v2.1...<\/div>/);
    expect(html).not.toContain("Session ID");
    expect(html).toContain('<form class="term-prompt-row" data-hidden="true" method="post" action="/?index&amp;lng=fr"');
    expect(html).toContain('<input type="hidden" name="intent" value="terminal"/>');
  });

  it("a `lang` command switches the page: redirect with ?lng= and the language cookie", async () => {
    const res = await postLine("lang fr", "", {}, "/?index&lng=en");
    expect(res.headers.get("location")).toBe("/?lng=fr");
    expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^i18next=fr; Path=\/;/));
  });

  it("`lang <code>` switches to each of the content's languages, and `lang` alone lists them", async () => {
    for (const lng of profile.languages) {
      const res = await postLine(`lang ${lng}`, "", {}, "/?index");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/?lng=${lng}`);
      expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^i18next=${lng}; Path=/;`)));
      const page = await (await fetch(`${app.url}/?lng=${lng}`, { headers: { Cookie: sessionCookieOf(res) } })).text();
      expect(page).toContain(`<html lang="${lng}"`);
      expect(terminalLines(page).at(-1)).not.toMatch(/unsupported|non prise en charge/);
    }
    const listed = await postLine("lang", "", {}, "/?index");
    const page = await (await fetch(`${app.url}/`, { headers: { Cookie: sessionCookieOf(listed) } })).text();
    expect(terminalLines(page).join("\n")).toContain(`(${profile.languages[0]}). `);
    expect(terminalLines(page).join("\n")).toContain(`lang [${profile.languages.join("|")}]`);
  });

  it("variables and aliases survive to the next post (issue 36): export X=1, X=1, alias", async () => {
    const cookie = sessionCookieOf(await postLine("export GREETING=hello"));
    for (const line of ["NAME=visitor", "alias ll='ls -l'", "cd /etc", "cd /tmp"]) await postLine(line, cookie);
    await postLine("echo $GREETING $NAME; alias ll; cd -", cookie);
    expect(terminalLines(await pageOf(cookie)).slice(-4)).toEqual([
      `guest@${profile.handle}:/tmp$ echo $GREETING $NAME; alias ll; cd -`,
      "hello visitor",
      "alias ll='ls -l'",
      "/etc",
    ]);
  });

  it("a password field's line answers sudo's prompt; once the prompt has closed it is dropped, never run or sent", async () => {
    const cookie = sessionCookieOf(await postLine("sudo"));
    const prompt = await pageOf(cookie);
    // The prompt's form says its line is a password (a stale copy of this page posts it the same way).
    expect(prompt).toContain('type="password"');
    expect(prompt).toContain('<input type="hidden" name="secret" value="1"/>');
    const answered = await postLine("hunter2", cookie, {}, "/?index", { secret: "1" });
    expect(answered.status).toBe(303);
    expect(terminalLines(await pageOf(cookie)).slice(-2)).toEqual([
      "[sudo] password for guest: ********",
      "sudo: 1 incorrect password attempt",
    ]);
    // The same page posted again (the back button, a second tab): the prompt is closed now.
    await postLine("what is my password", cookie, {}, "/?index", { secret: "1" });
    const after = await pageOf(cookie);
    expect(terminalLines(after).at(-1)).toBe("The password prompt had closed: what was typed in it was not run, kept or sent anywhere.");
    expect(after).not.toContain("what is my password");
    await postLine("history", cookie);
    expect(terminalLines(await pageOf(cookie)).join("\n")).not.toContain("what is my password");
  });

  it("an empty line changes nothing but the session's idle clock", async () => {
    const first = await postLine("whoami");
    const cookie = sessionCookieOf(first);
    const before = terminalLines(await (await fetch(`${app.url}/`, { headers: { Cookie: cookie } })).text());
    const res = await postLine("   ", cookie);
    expect(res.status).toBe(303);
    const after = terminalLines(await (await fetch(`${app.url}/`, { headers: { Cookie: cookie } })).text());
    expect(after).toEqual(before);
  });

  it("the contact form still posts to the same action", async () => {
    const res = await fetch(`${app.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Ada", email: "not-an-email", message: "Hello there, this is a message." }),
    });
    expect(res.status).toBe(400);
  });

  it("/terminal/image answers 404 without a session image", async () => {
    const res = await fetch(`${app.url}/terminal/image?v=1`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("No generated image in this session.");
  });
});

describe("page forms posted from elsewhere", () => {
  it("another site's post, or an opaque origin, is a clear 403 (Remix alone would answer 500)", async () => {
    for (const origin of ["http://evil.example", "null", "not a url"]) {
      const res = await postLine("whoami", "", { Origin: origin });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(
        "Forbidden: this form was not sent from this site's page.\nInterdit : ce formulaire n'a pas été envoyé depuis une page de ce site.\n",
      );
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("the page's own origin (or none, as older clients send) goes through", async () => {
    expect((await postLine("whoami", "", { Origin: app.url })).status).toBe(303);
    expect((await postLine("whoami")).status).toBe(303);
    // Behind a trusted proxy, the forwarded origin (scheme and host) is the one compared.
    const proxied = { Origin: "https://portfolio.example", "X-Forwarded-Host": "portfolio.example", "X-Forwarded-Proto": "https" };
    expect((await postLine("whoami", "", proxied)).status).toBe(303);
    // The scheme counts: an http page of that host is another origin.
    expect((await postLine("whoami", "", { ...proxied, Origin: "http://portfolio.example" })).status).toBe(403);
  });
});
