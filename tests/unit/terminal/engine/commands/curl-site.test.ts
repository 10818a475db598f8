/** curl to this site's own address shows the site as text; other hosts keep their behaviour (issue 36, part B). */
import { describe, expect, test } from "vitest";
import { sampleContent } from "../../../../helpers/content";
import { makeHarness } from "../fake-deps";

const profile = sampleContent().profile;

async function curl(line: string, options: { origin?: string; scriptless?: boolean; language?: "en" | "fr" } = {}) {
  const calls: string[] = [];
  const h = await makeHarness({
    language: options.language,
    fetch: (async (url: string) => {
      calls.push(String(url));
      throw new TypeError("offline");
    }) as unknown as typeof fetch,
  });
  if (options.origin) h.deps.pageOrigin = () => options.origin!;
  if (options.scriptless) h.deps.scriptless = true;
  const before = h.texts().length;
  await h.engine.submit(line);
  return { out: h.texts().slice(before + 1), calls };
}

describe("curl to this site", () => {
  test.each(["curl localhost", "curl http://127.0.0.1/", "curl https://localhost", `curl ${profile.handle}`, "curl localhost/index.html"])(
    "%s shows the home page as text",
    async (line) => {
      const { out, calls } = await curl(line);
      expect(out).toEqual([
        "HTTP/1.1 200 OK",
        "content-type: text/plain; charset=utf-8",
        "",
        profile.name,
        profile.title.en,
        profile.description.en,
        profile.location.en,
        "",
        "Sections: About, Skills, Projects, Contact",
        "(This site, as text. Each section is a command here too: about, skills, projects, contact.)",
      ]);
      expect(calls).toEqual([]);
    },
  );

  test("the page's own host and port, in the browser and without JavaScript", async () => {
    for (const scriptless of [false, true]) {
      for (const line of ["curl portfolio.test:3000", "curl http://localhost:3000/", "curl http://portfolio.test:3000/fr"]) {
        const { out, calls } = await curl(line, { origin: "http://portfolio.test:3000", scriptless });
        expect(out[0], line).toBe("HTTP/1.1 200 OK");
        expect(calls).toEqual([]);
      }
    }
    const https = await curl("curl https://clara-adler.dev", { origin: "https://clara-adler.dev", scriptless: true });
    expect(https.out).toContain(profile.name);
  });

  test("the language: the visitor's, or the one the path names", async () => {
    expect((await curl("curl localhost", { language: "fr" })).out).toContain(profile.title.fr);
    expect((await curl("curl localhost", { language: "fr" })).out).toContain("Sections\u00a0: À propos, Compétences, Projets, Contact");
    expect((await curl("curl localhost/en", { language: "fr" })).out).toContain(profile.title.en);
  });

  test("another path of the site is fetched from the page's origin (its API answers)", async () => {
    const { calls } = await curl("curl localhost:3000/api/projects", { origin: "http://localhost:3000" });
    expect(calls).toEqual(["http://localhost:3000/api/projects"]);
  });

  test("other ports and other hosts keep their behaviour", async () => {
    expect((await curl("curl localhost:8000")).out).toEqual(["curl: (7) Failed to connect to localhost port 8000: Connection refused"]);
    expect((await curl("curl localhost:3000")).out).toEqual(["curl: (7) Failed to connect to localhost port 3000: Connection refused"]);
    expect((await curl("curl localhost:8080")).out[0]).toBe("HTTP/1.1 200 OK");
    expect((await curl("curl localhost:8080")).out).toContain('  "service": "recovery-api",');
    const other = await curl("curl https://example.com", { origin: "https://clara-adler.dev" });
    expect(other.calls).toEqual(["https://example.com/"]);
    expect((await curl("curl https://example.com", { scriptless: true })).out[0]).toMatch(
      /^curl: fetching another site runs in your browser/,
    );
  });
});
