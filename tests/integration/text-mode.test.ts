/**
 * Readable without CSS: the home page dumped as text by a text browser (`w3m -dump`, Debian's w3m)
 * from the production server, in every language of the content. One navigation, the owner's name
 * once, the banner on its own lines, labels kept apart, nothing that only JavaScript would finish or
 * that only works with it, "Skip to content" to the terminal, and the sections in reading order.
 * With lynx too (Debian's, which reads no ARIA): every button and link named, each chip once, the
 * language link named by where it goes, the honeypot after the send button. The no-JS terminal in
 * them: a post lands on its answer (they do not focus the input), which keeps its spaces (help's columns).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import i18next, { type TFunction } from "i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerArt } from "~/terminal/engine/banner";
import { SECTIONS } from "~/sections/nav";
import { cardTags } from "~/sections/projects/filters";
import { skillName } from "~/content/types";
import { autonym, namespaces, toggledLng, type Language } from "~/i18n/config";
import { TERMINAL_LAST_COMMAND_ID } from "~/terminal/form/view";
import { resources } from "~/i18n/resources";
import { startTestApp, type TestApp } from "../helpers/app";
import { testContent } from "../helpers/content";
import { htmlText } from "../helpers/html-text";
import { EXAMPLES } from "~/sections/ai-showcase/AiShowcase";

const W3M = "/usr/bin/w3m";
const hasW3m = fs.existsSync(W3M);
if (!hasW3m) console.warn(`text-mode tests skipped: ${W3M} is not installed (Debian package w3m)`);
const LYNX = "/usr/bin/lynx";
const hasLynx = fs.existsSync(LYNX);
if (!hasLynx) console.warn(`lynx text-mode tests skipped: ${LYNX} is not installed (Debian package lynx)`);

const content = testContent();
const { profile } = content;

let app: TestApp;
beforeAll(async () => {
  if (hasW3m || hasLynx) app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The page as w3m prints it (asynchronously: the server runs in this process). */
async function dump(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)(W3M, ["-dump", "-cols", "200", "-no-cookie", `${app.url}${path}`], { encoding: "utf8" });
  // A no-break space (French typography) is printed as a space or as itself, depending on the locale.
  return stdout.replace(/\u00a0/g, " ");
}

/** The page as lynx prints it, its list of links (with their addresses) at the end. */
async function lynxDump(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)(LYNX, ["-dump", "-width=200", "-display_charset=utf-8", `${app.url}${path}`], {
    encoding: "utf8",
  });
  return stdout.replace(/\u00a0/g, " ");
}

/**
 * A terminal line posted as a text browser posts it: a plain form post without the fetch metadata
 * (Sec-Fetch-*) that graphical browsers send (node:http, since fetch adds Sec-Fetch-Mode).
 */
function postAsTextBrowser(line: string, lng: string, cookie = ""): Promise<{ location: string; cookie: string }> {
  const body = new URLSearchParams({ intent: "terminal", line }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${app.url}/?index&lng=${lng}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "w3m/0.5.3", ...(cookie ? { Cookie: cookie } : {}) },
      },
      (res) => {
        res.resume();
        const set = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("term_session="))?.split(";")[0];
        resolve({ location: res.headers.location ?? "", cookie: set ?? cookie });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function translator(lng: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ resources, lng, fallbackLng: "en", ns: [...namespaces], defaultNS: "common", interpolation: { escapeValue: false } });
  return i18n.t;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const count = (text: string, part: string) => text.split(part).length - 1;
/** A translated text as the dumps print it (a no-break space as a space). */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe.skipIf(!hasW3m)("the home page as text (w3m -dump)", () => {
  for (const lng of profile.languages) {
    describe(lng, () => {
      let text: string;
      let t: TFunction;
      beforeAll(async () => {
        [text, t] = await Promise.all([dump(`/?lng=${lng}`), translator(lng)]);
      });

      it("lists the sections once (one navigation)", () => {
        const labels = SECTIONS.filter((s) => profile.showcase !== false || s.key !== "agents").map((s) => t(`header.nav.${s.key}`));
        const nav = new RegExp(labels.map((label) => `•\\s*${escape(label)}\\s*\\n\\s*`).join(""), "g");
        expect(text.match(nav) ?? []).toHaveLength(1);
      });

      it("names the owner once in the heading, and the banner keeps its lines", () => {
        expect(text).not.toContain(`${profile.name}${profile.name}`);
        expect(text.split("\n").filter((line) => line.trim() === profile.name)).toHaveLength(1);
        const rows = bannerArt(profile.handle, content.terminal.bannerArt).map((row) => row.trimEnd());
        expect(text).toContain(rows.join("\n"));
      });

      it("keeps joined labels apart: a skill and its level, a tab's names, the e-mail, the weather", () => {
        const [category] = content.skillCategories;
        const skill = category.skills[0];
        const level = t(`skills:levels.${skill.proficiency}`);
        expect(text).toContain(`${skillName(skill, lng as "en")} — ${level}`);
        expect(text).toContain(`${category.label[lng as "en"]} · ${category.altLabel[lng as "en"]} · `);
        expect(text).toContain(`${t("contact:socials.email")}${t("labelSeparator")}${profile.email}`.replace(/\u00a0/g, " "));
        // The chat demo's weather card, when the content shows the AI showcase.
        if (profile.showcase !== false) expect(text).toMatch(new RegExp(`${escape(t("showcase:weather.location"))} · -?\\d+°C · \\S`));
      });

      it("reads the hero's teaser and its command chips as a list after the terminal, before About", () => {
        const lines = text.split("\n").map((line) => line.trim());
        const chips = lines.findIndex((line) => line.startsWith(`${t("hero.chipsLabel")} `.replace(/\u00a0/g, " ")));
        // Each chip once, as w3m draws a submit button.
        expect(lines[chips]).toMatch(/ \[help\] · \[projects\] · \[challenge\] · \[snake\]( · \[gba \w+\])?$/);
        expect(lines.lastIndexOf(`${t("hero.teaser")} challenge`.replace(/\u00a0/g, " "), chips)).toBeGreaterThan(
          lines.indexOf(t("terminal:inputHintNoJs").replace(/\u00a0/g, " ")),
        );
        expect(chips).toBeLessThan(lines.indexOf(t("about:title")));
      });

      it("says how many tags are not shown once, in words", () => {
        const project = content.projects.find((p) => cardTags(p.tags).extra > 0);
        if (!project) return; // no project of the content has more tags than a card shows
        const extra = cardTags(project.tags).extra;
        expect(text).toContain(t("projects:moreTagsLabel", { count: extra }));
        expect(text).not.toContain(t("projects:moreTags", { count: extra }));
      });

      it("shows no loader that never ends, and only the keys that work without JavaScript", () => {
        expect(text).not.toContain(t("showcase:chat.loadingHistory").replace(/\u00a0/g, " "));
        expect(text).toContain(t("terminal:inputHintNoJs").replace(/\u00a0/g, " "));
        expect(text).not.toContain(t("terminal:inputHint"));
        expect(text).not.toMatch(/Ctrl\+L/);
      });

      it("puts each section's prompt line right above its title", () => {
        const lines = text.split("\n").map((line) => line.trim());
        const sections = [["about"], ["skills"], ...(profile.showcase !== false ? [["showcase"]] : []), ["projects"], ["contact"]];
        for (const [ns] of sections) {
          const title = lines.indexOf(t(`${ns}:title`));
          expect(title, ns).toBeGreaterThan(0);
          expect(
            lines
              .slice(Math.max(0, title - 2), title)
              .filter(Boolean)
              .at(-1),
            ns,
          ).toBe(`$ ${t(`${ns}:prompt`)}`);
        }
      });

      it("reads in order: skip link, name, terminal, then the sections", () => {
        // Each a line of its own, each after the one before.
        const lines = text.split("\n").map((line) => line.trim());
        const expected = [
          t("skipToContent"),
          profile.name,
          bannerArt(profile.handle, content.terminal.bannerArt)[0].trim(),
          t("terminal:inputHintNoJs").replace(/\u00a0/g, " "),
          t("about:title"),
          t("skills:title"),
          t("projects:title"),
          t("contact:title"),
        ];
        let at = -1;
        const found = expected.map((part) => (at = lines.indexOf(part, at + 1)));
        expect(
          found.every((index) => index >= 0),
          JSON.stringify(expected),
        ).toBe(true);
        expect(lines[0]).toBe(t("skipToContent"));
      });
    });
  }

  it("'Skip to content' lands on the terminal", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).toMatch(/<a class="skip-link" href="#terminal">/);
    expect(count(html, ' id="terminal"')).toBe(1);
    expect(html.indexOf(' id="terminal"')).toBeLessThan(html.indexOf(' id="about"'));
  });
});

describe.skipIf(!hasLynx)("the home page as text (lynx -dump)", () => {
  for (const lng of profile.languages) {
    describe(lng, () => {
      let text: string;
      let t: TFunction;
      beforeAll(async () => {
        [text, t] = await Promise.all([lynxDump(`/?lng=${lng}`), translator(lng)]);
      });

      it("names every button and link as text (lynx reads no aria-label)", () => {
        // A button without text is "(BUTTON)" and nothing; a link without text is listed under "Hidden links".
        expect(text).not.toMatch(/\(BUTTON\)[ \t]*(\n|\(BUTTON\)|$)/);
        expect(text).not.toContain("Hidden links:");
        const named = [t("hero.fullscreen"), t("showcase:chat.reset"), t("showcase:chat.send")];
        if (profile.showcase === false) named.splice(1);
        // The carousel's arrows only with several examples (ADR 059).
        else if (EXAMPLES.length > 1) named.push(t("showcase:carousel.previous"), t("showcase:carousel.next"));
        for (const name of named) expect(text, name).toContain(`(BUTTON) ${name}`);
        for (const name of [t("header.openMenu"), t("header.closeMenu")])
          expect(text, name).toMatch(new RegExp(`\\[\\d+\\]${escape(name)}`));
      });

      it("shows each command chip once", () => {
        const line = text.split("\n").find((row) => row.trim().startsWith(plain(`${t("hero.chipsLabel")} `)));
        expect(line?.trim()).toMatch(/ help · projects · challenge · snake( · gba \w+)?$/);
        expect(text).not.toContain("(help)");
      });

      it("names a language link by the page it opens, never by the current language's code", () => {
        if (profile.languages.length !== 2) return; // more languages: a list of links named by their languages
        const other = toggledLng(lng as Language, profile.languages);
        const numbers = [...text.matchAll(/^ *(\d+)\. (\S+)$/gm)]
          .filter((m) => new URL(m[2]).searchParams.get("lng") === other)
          .map((m) => m[1]);
        const names = numbers
          .map((n) => text.match(new RegExp(`\\[${n}\\]([^\\[\\n]*)`))?.[1].trim())
          .filter((name) => name !== "alternate");
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) expect([t("header.switchLanguage"), autonym(other)]).toContain(name);
      });

      it("puts the honeypot after the send button, saying to leave it empty", () => {
        const lines = text.split("\n").map((row) => row.trim());
        const send = lines.indexOf(plain(`(BUTTON) ${t("contact:form.submit")}`));
        expect(send).toBeGreaterThan(0);
        expect(lines.findIndex((row) => row.startsWith(plain(t("contact:form.honeypot"))))).toBeGreaterThan(send);
      });
    });
  }
});

describe.skipIf(!hasW3m)("the no-JS terminal in a text browser", () => {
  const lng = profile.languages[0];

  it("a post sends it back to the last command's echo (it focuses no input), not to the top of the page", async () => {
    const first = await postAsTextBrowser("help", lng);
    expect(first.location).toBe(`/?lng=${lng}#${TERMINAL_LAST_COMMAND_ID}`);
    const second = await postAsTextBrowser("whoami", lng, first.cookie);
    expect(second.location).toBe(`/?lng=${lng}#${TERMINAL_LAST_COMMAND_ID}`);
    const html = await (await fetch(`${app.url}/?lng=${lng}`, { headers: { Cookie: second.cookie } })).text();
    expect(count(html, `id="${TERMINAL_LAST_COMMAND_ID}"`)).toBe(1);
    // On a span of the echo (w3m finds ids on spans, not on the line's <samp>).
    const echo = html.match(
      new RegExp(
        `<samp class="term-line term-line-user">((?:(?!</samp>).)*<span id="${TERMINAL_LAST_COMMAND_ID}"(?:(?!</samp>).)*)</samp>`,
      ),
    );
    expect(htmlText(echo?.[1] ?? "").trim()).toMatch(/\$ whoami$/);
  });

  it("a browser that sends fetch metadata (and focuses the input) gets no fragment", async () => {
    const res = await fetch(`${app.url}/?index&lng=${lng}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      body: new URLSearchParams({ intent: "terminal", line: "pwd" }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/?lng=${lng}`);
  });

  it("keeps the spaces of the output: help's columns line up in w3m", async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "w3m-home-"));
    try {
      // w3m posts the line itself (its cookie jar in a HOME of its own) and follows the redirect.
      const body = path.join(home, "post.txt");
      fs.writeFileSync(body, new URLSearchParams({ intent: "terminal", line: "help" }).toString());
      const { stdout } = await promisify(execFile)(W3M, ["-dump", "-cols", "400", "-post", body, `${app.url}/?index&lng=${lng}`], {
        encoding: "utf8",
        env: { ...process.env, HOME: home },
      });
      const cookie = fs
        .readFileSync(path.join(home, ".w3m", "cookie"), "utf8")
        .split("\n")
        .map((row) => row.split("\t"))
        .find((fields) => fields[1] === "term_session");
      expect(cookie).toBeDefined();
      const html = await (await fetch(`${app.url}/?lng=${lng}`, { headers: { Cookie: `term_session=${cookie![2]}` } })).text();
      // The answer's lines as the terminal printed them; those that align columns with runs of spaces.
      const log = html.slice(html.indexOf('data-testid="terminal-output"'), html.indexOf('data-testid="terminal-form"'));
      // A help group is one line of several rows (ADR 058): each row is compared.
      const printed = [...log.matchAll(/<(samp|div) class="term-line term-line-system">([\s\S]*?)<\/\1>/g)].flatMap((m) =>
        htmlText(m[2]).split("\n"),
      );
      const table = printed.filter((row) => / {2,}\S/.test(row.trim()));
      expect(table.length).toBeGreaterThan(5);
      const lines = stdout.replace(/\u00a0/g, " ").split("\n");
      for (const row of table) expect(lines, row).toContain(row.trimEnd());
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
