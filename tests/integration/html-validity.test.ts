/**
 * Valid HTML: the pages a visitor gets from the production server pass html-validate with the
 * project's configuration (.htmlvalidate.mjs: the recommended preset, its changes explained there)
 * with zero errors, in every language of the content; the streamed document keeps every script
 * inside <body>; no generic element is named without a role (the Nu checker's error, which
 * html-validate lets through on a focusable element).
 */
import { HtmlValidate, type Message } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import config from "../../.htmlvalidate.mjs";
import { startTestApp, type TestApp } from "../helpers/app";
import { testContent } from "../helpers/content";
import { sessionCookieOf } from "../helpers/terminal-session";

const { profile, projects } = testContent();
const validator = new HtmlValidate(config);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_TOKEN: "html-validity-admin-token-0123456789" });
});
afterAll(async () => {
  await app?.close();
});

async function page(path: string, cookie?: string): Promise<{ html: string; cache: string | null }> {
  const res = await fetch(`${app.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  return { html: await res.text(), cache: res.headers.get("x-page-cache") };
}

async function errorsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results
    .flatMap((result) => result.messages)
    .filter((message: Message) => message.severity === 2)
    .map((m) => `${m.ruleId} at ${m.line}:${m.column} ${m.selector ?? ""}: ${m.message}`);
}

/** Named generic elements (`<div aria-labelledby>` without a role): invalid for the Nu checker. */
function namedWithoutRole(html: string): string[] {
  return [...html.matchAll(/<(div|span)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\saria-label(ledby)?=/.test(tag) && !/\srole=/.test(tag));
}

/** Scripts after `</html>`: html-validate reads on, the Nu checker stops at the first one. */
const scriptsAfterTheDocument = (html: string) => html.slice(html.lastIndexOf("</html>")).split("<script").length - 1;

async function expectValid(path: string, html: string) {
  expect(await errorsOf(html), path).toEqual([]);
  expect(namedWithoutRole(html), path).toEqual([]);
  expect(scriptsAfterTheDocument(html), path).toBe(0);
  // CSS the Nu checker cannot parse yet (Easing 2's linear()) stays out of style attributes.
  expect(html, path).not.toMatch(/style="[^"]*linear\(/);
}

describe("valid HTML", () => {
  for (const lng of profile.languages) {
    it(`the home page in ${lng}: zero errors, every script inside <body>`, async () => {
      const { html } = await page(`/?lng=${lng}`);
      await expectValid(`/?lng=${lng}`, html);
      expect(html.endsWith("</body></html>")).toBe(true);
      expect(html.indexOf("</body>")).toBe(html.length - "</body></html>".length);
    });
  }

  it("the default page, as the page cache serves it again", async () => {
    await page("/");
    const { html, cache } = await page("/");
    expect(cache).toBe("hit");
    await expectValid("/", html);
  });

  it("a no-JS session's page (the terminal spliced into the shared page)", async () => {
    const posted = await fetch(`${app.url}/?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "terminal", line: "help" }),
    });
    expect(posted.status).toBe(303);
    const { html, cache } = await page(`/?lng=${profile.languages[0]}`, sessionCookieOf(posted));
    expect(cache).toBe("splice");
    await expectValid("session page", html);
  });

  it("a project's page (its detail open without JavaScript)", async () => {
    const project = projects[0];
    if (!project) return; // a content without projects has no such page
    const { html } = await page(`/?project=${encodeURIComponent(project.id)}`);
    expect(html).toContain("<dialog");
    await expectValid("project page", html);
  });

  it("/admin (the login page)", async () => {
    const { html } = await page("/admin");
    await expectValid("/admin", html);
  });

  for (const lng of profile.languages) {
    it(`the 404 page in ${lng}`, async () => {
      const path = `/no/such/page?lng=${lng}`;
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(404);
      await expectValid(path, await res.text());
    });
  }

  for (const kind of ["dos", "gba"]) {
    it(`the ${kind} emulator frame`, async () => {
      const { html } = await page(`/emulators/${kind}/frame.html`);
      await expectValid(kind, html);
    });
  }
});

describe("the validator's configuration", () => {
  it("still finds what it is there for", async () => {
    const broken =
      '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><div id="a" aria-labelledby="b" style="transition: none">' +
      "<p>x</div></main></body></html><script>late()</script>";
    expect(await errorsOf(broken)).not.toEqual([]);
    expect(namedWithoutRole(broken)).toHaveLength(1);
    expect(scriptsAfterTheDocument(broken)).toBe(1);
  });
});
