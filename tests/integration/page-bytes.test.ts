/**
 * A cached page is byte for byte the page a fresh render gives (ADR 048), and no page carries a U+0000:
 * React 18's Node renderer pads its 2048-byte buffers with zero bytes when an accented letter does not
 * fit in what a buffer has left (app/utils/react-stream-padding.server.ts), and the page cache served that
 * NUL to everyone. Every language's page variants, for the sample, the sample without its accents (other
 * byte offsets) and a second owner; fresh renders come from an app without the page cache.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "~/content/load.server";
import type { Content } from "~/content/types";
import { startTestApp, type TestApp } from "../helpers/app";
import { sampleContent } from "../helpers/content";
import { ROOT } from "../helpers/server-process";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

/** Every text of a content without its accents (é -> e): the same page with its bytes elsewhere. */
function withoutAccents<T>(value: T): T {
  if (typeof value === "string") return value.normalize("NFD").replace(/\p{M}/gu, "") as T;
  if (Array.isArray(value)) return value.map(withoutAccents) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutAccents(v)])) as T;
  return value;
}

interface Variant {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** The page variants of one language: as linked, by header, on a phone, another skills tab, a project open. */
function variantsOf(content: Content, lng: string): Variant[] {
  const skill = content.skillCategories.at(-1)?.id;
  // One without X posts: their cards would be fetched from the network.
  const project = content.projects.find((p) => p.twitterPosts.length === 0)?.id;
  return [
    { name: "link", path: `/?lng=${lng}`, headers: {} },
    { name: "Accept-Language", path: "/", headers: { "accept-language": lng } },
    { name: "phone", path: `/?lng=${lng}`, headers: { "user-agent": PHONE } },
    ...(skill ? [{ name: "skills tab", path: `/?lng=${lng}&skill=${encodeURIComponent(skill)}`, headers: {} }] : []),
    ...(project ? [{ name: "project open", path: `/?lng=${lng}&project=${encodeURIComponent(project)}`, headers: {} }] : []),
  ];
}

const owners: Array<[string, () => Content]> = [
  ["the sample", sampleContent],
  ["the sample without its accents", () => withoutAccents(sampleContent())],
  ["a second owner", () => loadContent(path.join(ROOT, "tests/fixtures/owner-content"))],
];

/** The body with this response's nonce and this app's origin as fixed marks, so two apps' pages compare. */
function comparable(body: string, nonce: string, origin: string): string {
  return body.split(nonce).join("NONCE").split(origin).join("ORIGIN");
}

async function get(app: TestApp, variant: Variant) {
  const res = await fetch(`${app.url}${variant.path}`, { headers: { ...variant.headers, "accept-encoding": "identity" } });
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  expect(res.status).toBe(200);
  expect(nonce).not.toBe("");
  return { cache: res.headers.get("x-page-cache"), raw: await res.text(), nonce };
}

describe.each(owners)("the page of %s", (_name, contentOf) => {
  let cached: TestApp;
  let fresh: TestApp;
  let content: Content;

  beforeAll(async () => {
    content = contentOf();
    cached = await startTestApp({}, { content });
    fresh = await startTestApp({}, { content, pageCache: false });
  });
  afterAll(async () => {
    await cached?.close();
    await fresh?.close();
  });

  it("has no U+0000 and is served from the cache with the bytes of a fresh render, in every language and variant", async () => {
    for (const lng of content.profile.languages) {
      for (const variant of variantsOf(content, lng)) {
        const label = `${lng} ${variant.name}`;
        const rendered = await get(fresh, variant);
        expect(rendered.cache, label).toBeNull();
        const expected = comparable(rendered.raw, rendered.nonce, fresh.url);
        expect(expected.includes("\u0000"), `${label}: NUL at ${expected.indexOf("\u0000")}`).toBe(false);

        const miss = await get(cached, variant);
        const hit = await get(cached, variant);
        expect(hit.cache, label).toBe("hit");
        expect(comparable(miss.raw, miss.nonce, cached.url), label).toBe(expected);
        expect(comparable(hit.raw, hit.nonce, cached.url), label).toBe(expected);

        // The gzip answer of the same entry (deflated once, nonce stored): the same page.
        const res = await fetch(`${cached.url}${variant.path}`, { headers: { ...variant.headers, "accept-encoding": "gzip" } });
        expect(res.headers.get("x-page-cache")).toBe("hit");
        expect(res.headers.get("content-encoding")).toBe("gzip");
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
        // fetch inflates it: a broken gzip stream would throw here.
        expect(comparable(await res.text(), nonce, cached.url), `${label} gzip`).toBe(expected);
      }
    }
  });
});
