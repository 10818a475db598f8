/**
 * The browser's i18n instance (ADR 061) gives the text i18next gives the server's render, for every key of
 * every language's strings as the browser gets them: a difference would be a hydration mismatch.
 */
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { createBrowserI18n } from "~/i18n/browser-i18n";
import { defaultNS, fallbackLng, KNOWN_LANGUAGES, namespaces } from "~/i18n/config";
import { resources, serverI18nextOptions, translationsFor } from "~/i18n/resources";

/** Every key path of a bundle whose value is a text, plural suffixes removed (t is asked without them). */
function keysOf(bundle: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === "object"
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`],
  );
}

/** Values for every variable a text names, and the counts a plural can take. */
const VARIABLES = { name: "Ada", count: 3, n: 2, handle: "ada", cmd: "ls", value: 42, high: 20, low: 10, url: "https://x.test" };
const OPTIONS = [undefined, VARIABLES, { count: 0 }, { count: 1 }, { count: 2 }, { count: 5, name: "Ada" }, {}];

async function serverI18n(lng: string) {
  const i18n = createInstance();
  // As entry.server.tsx sets it up.
  await i18n.init(serverI18nextOptions(lng));
  return i18n;
}

describe("the browser's i18n", () => {
  it.each([...KNOWN_LANGUAGES])("says what i18next says for every key of %s, with and without variables and counts", async (lng) => {
    const server = await serverI18n(lng);
    // The browser holds one language's strings, English filled in (translationsFor), as the loader sends them.
    const browser = createBrowserI18n({ lng, fallbackLng, defaultNS });
    for (const [ns, bundle] of Object.entries(translationsFor(lng))) browser.addResourceBundle(lng, ns, bundle);
    let compared = 0;
    for (const ns of namespaces) {
      const keys = [...new Set(keysOf(resources.en[ns]))];
      const serverT = server.getFixedT(lng, ns);
      const browserT = browser.getFixedT(null, ns);
      for (const key of [...keys, "no.such.key"])
        for (const options of OPTIONS) {
          expect(browserT(key, options), `${lng} ${ns}:${key} ${JSON.stringify(options)}`).toBe(serverT(key, options));
          compared += 1;
        }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it.each([...KNOWN_LANGUAGES])("reads another namespace's key named as 'ns:key' (the 'labelled' string of %s)", async (lng) => {
    const server = await serverI18n(lng);
    const browser = createBrowserI18n({ lng, fallbackLng, defaultNS });
    for (const [ns, bundle] of Object.entries(translationsFor(lng))) browser.addResourceBundle(lng, ns, bundle);
    const [from] = namespaces.filter((ns) => ns !== "common");
    const serverT = server.getFixedT(lng, from);
    const browserT = browser.getFixedT(null, from);
    for (const ns of namespaces)
      for (const key of [...new Set(keysOf(resources.en[ns]))])
        for (const options of [undefined, VARIABLES, { label: "Status" }])
          expect(browserT(`${ns}:${key}`, options), `${lng} ${from} -> ${ns}:${key}`).toBe(serverT(`${ns}:${key}`, options));
    expect(browserT("common:labelled", { label: "Status" })).not.toBe("common:labelled");
  });

  it("follows a language change and tells its listeners", () => {
    const browser = createBrowserI18n({ lng: "en", fallbackLng, defaultNS });
    browser.addResourceBundle("en", "common", { hello: "Hello {{name}}" });
    browser.addResourceBundle("fr", "common", { hello: "Bonjour {{name}}" });
    const heard: string[] = [];
    browser.on("languageChanged", (lng) => heard.push(lng));
    const t = browser.getFixedT(null, "common");
    expect(t("hello", { name: "Ada" })).toBe("Hello Ada");
    void browser.changeLanguage("fr");
    expect(t("hello", { name: "Ada" })).toBe("Bonjour Ada");
    expect(heard).toEqual(["fr"]);
    expect(browser.hasResourceBundle("fr", "about")).toBe(false);
  });
});
