/**
 * Seeded property-based fuzzing (fast-check) of every API
 * endpoint and of the page's form action, against the real server with fake
 * OpenAI and Resend servers. Properties: never a 5xx, JSON for /api, the server
 * still answers /healthz, and contact rows appear only for payloads the app's
 * own validator accepts. Per-endpoint counts are printed at the end.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateContact } from "../../app/services/contact.server";
import { count } from "../fakes/client";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { startTestApp, type TestApp } from "../helpers/app";
import { anyStrings, NASTY_PIECES } from "../helpers/fuzz";
import { encodePathSegment, rawRequest, type RawAnswer } from "../helpers/raw-http";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_113);
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
/** The /api JSON body cap (app/utils/http.server.ts). */
const MAX_JSON_BYTES = 64 * 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

let app: TestApp;
let openai: FakeOpenAI;
let resend: FakeResend;
let visitorKey = "";
let pageBytes = 0;

const stats = new Map<string, { runs: number; statuses: Map<number, number> }>();

beforeAll(async () => {
  openai = await startFakeOpenAI();
  resend = await startFakeResend("ok");
  app = await startTestApp(
    {
      RATE_LIMIT_MULTIPLIER: "100000",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${openai.url}/v1`,
      OPENAI_MODEL: "fake-chat-model",
      OPENAI_IMAGE_MODEL: "fake-image-model",
      RESEND_API_KEY: "re_test_key",
      RESEND_BASE_URL: resend.url,
      CONTACT_TO_EMAIL: "owner@example.com",
      CONTACT_FROM_EMAIL: "Portfolio <portfolio@example.com>",
    },
    { backgroundJobs: false },
  );
  const key = await rawRequest(app.url, { method: "POST", path: "/api/generate-key", headers: { "Content-Type": "application/json" } });
  visitorKey = (JSON.parse(key.body) as { key: string }).key;
  pageBytes = (await rawRequest(app.url, { method: "GET", path: "/" })).bytes;
});

afterAll(async () => {
  await app?.close();
  await openai?.close();
  await resend?.close();
  // How many runs each endpoint got, and with which statuses.
  const table = [...stats].map(([endpoint, s]) => {
    const statuses = [...s.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    return `${endpoint.padEnd(28)} runs ${String(s.runs).padStart(4)}  statuses ${statuses.join(" ")}`;
  });
  const total = [...stats.values()].reduce((n, s) => n + s.runs, 0);
  console.log(`[fuzz-api] seed ${SEED}, ${total} requests\n${table.join("\n")}`);
});

// ---------------------------------------------------------------- arbitraries

const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
const nasty = fc.constantFrom(
  ...NASTY_PIECES,
  "\u0008",
  "e\u0301",
  "\r\n",
  '"><img src=x onerror=alert(1)>',
  "'; drop table contact_messages; --",
  "%00",
  "{{7*7}}",
  "${7*7}",
);
const shortText = fc.oneof(
  ...anyStrings(40, 30),
  fc.array(nasty, { maxLength: 6 }).map((p) => p.join("")),
);
/** Around the field limits (100, 254, 5000) and past them; ASCII/Latin so bodies stay small. */
const longText = fc
  .tuple(fc.constantFrom("a", "é", " ", "m"), fc.constantFrom(99, 100, 101, 253, 254, 255, 4999, 5000, 5001, 6000))
  .map(([c, n]) => c.repeat(n));
const text = fc.oneof({ weight: 4, arbitrary: shortText }, { weight: 1, arbitrary: longText });
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(shortText, { maxLength: 3 }),
  fc.dictionary(shortText, shortText, { maxKeys: 3 }),
);
const simpleEmail = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789."), minLength: 1, maxLength: 20 }),
    fc.constantFrom("example.com", "mail.fr"),
  )
  .map(([local, domain]) => `${local}@${domain}`);
const email = fc.oneof(
  { weight: 6, arbitrary: simpleEmail },
  { weight: 2, arbitrary: fc.emailAddress() },
  fc.emailAddress().map((e) => ` ${e} `),
  fc.tuple(fc.emailAddress(), nasty).map(([e, c]) => e + c),
  { weight: 2, arbitrary: anyValue },
);
const plausibleName = fc.oneof(fc.constantFrom("Ada", "Zoë", "李雷", "O'Brien"), fc.string({ minLength: 1, maxLength: 30 }));
const plausibleMessage = fc.oneof(fc.lorem({ maxCount: 20 }), fc.string({ minLength: 1, maxLength: 200 }));
const extras = fc.dictionary(
  fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((k) => !["name", "email", "message", "website", "fromConsole", "__proto__"].includes(k)),
  anyValue,
  { maxKeys: 3 },
);
/** Contact payloads: mostly plausible (so valid ones are common), any field may be hostile or of the wrong type. */
const contactObject = fc
  .tuple(
    fc.record(
      {
        name: fc.oneof({ weight: 5, arbitrary: plausibleName }, anyValue),
        email,
        message: fc.oneof({ weight: 5, arbitrary: plausibleMessage }, anyValue),
        fromConsole: anyValue,
        website: fc.oneof({ weight: 6, arbitrary: fc.constant("") }, shortText),
      },
      { requiredKeys: ["name", "email", "message"] },
    ),
    extras,
  )
  .map(([fields, more]) => ({ ...more, ...fields }));

interface Body {
  text: string;
  label: string;
}
/** A JSON body: a given object, any JSON value, truncated, garbage, empty or over the cap. */
const jsonBody = (object: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 16, arbitrary: object.map((v) => ({ text: JSON.stringify(v), label: "object" })) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => ({ text: JSON.stringify(v) ?? "null", label: "json value" })) },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.nat()).map(([v, n]) => {
        const t = JSON.stringify(v);
        return { text: t.slice(0, n % t.length), label: "truncated" };
      }),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((t) => ({ text: t, label: "garbage" })) },
    { weight: 1, arbitrary: fc.constant({ text: "", label: "empty" }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: MAX_JSON_BYTES + 1, max: 3 * MAX_JSON_BYTES }).map((n) => ({
        text: JSON.stringify({ message: "x".repeat(n) }),
        label: "oversized",
      })),
    },
  );
const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant("application/json") },
  fc.constantFrom(
    "application/json; charset=utf-8",
    "application/vnd.api+json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "",
  ),
  fc.string({ unit: ascii, maxLength: 40 }),
);
const method = (usual: string) =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constant(usual) },
    fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE"),
  );
const query = fc.option(
  fc
    .array(fc.tuple(shortText, shortText), { maxLength: 3 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${encodePathSegment(k)}=${encodePathSegment(v)}`).join("&")}`),
  { nil: "" },
);
/** "valid" is replaced by the suite's visitor key at request time. */
const auth = fc.oneof(
  { weight: 10, arbitrary: fc.constant("valid") },
  fc.constantFrom("", "Bearer", "Bearer not-a-key", `Bearer vk_${"A".repeat(43)}`, "Basic abc"),
  fc.string({ unit: ascii, maxLength: 60 }),
);

// ---------------------------------------------------------------- checks

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function describeRequest(sent: Sent, res: RawAnswer): string {
  const body = sent.body === undefined ? "" : String(sent.body);
  return `${sent.method} ${sent.path.slice(0, 200)} ${JSON.stringify(sent.headers).slice(0, 200)} body(${body.length}) ${JSON.stringify(body.slice(0, 200))} -> ${res.status} ${res.body.slice(0, 300)}`;
}

async function send(endpoint: string, sent: Sent, expectJson: boolean): Promise<RawAnswer> {
  const res = await rawRequest(app.url, sent);
  const s = stats.get(endpoint) ?? { runs: 0, statuses: new Map<number, number>() };
  s.runs += 1;
  s.statuses.set(res.status, (s.statuses.get(res.status) ?? 0) + 1);
  stats.set(endpoint, s);
  const what = describeRequest(sent, res);
  expect(res.status, what).toBeGreaterThanOrEqual(200);
  expect(res.status, what).toBeLessThan(500);
  // A redirect (e.g. "/api/.." resolves to "/") is not an API answer.
  if (expectJson && sent.method !== "HEAD" && (res.status < 300 || res.status >= 400)) {
    expect(String(res.headers["content-type"]), what).toContain("application/json");
    const parsed = JSON.parse(res.body) as { success?: unknown };
    expect(typeof parsed.success, what).toBe("boolean");
  }
  return res;
}

async function expectHealthy(): Promise<void> {
  const res = await rawRequest(app.url, { method: "GET", path: "/healthz" });
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toMatchObject({ status: "ok" });
}

/** Runs a seeded property; a failure names the seed so it can be replayed (FUZZ_SEED). */
async function fuzz<T>(arbitrary: fc.Arbitrary<T>, run: (value: T, index: number) => Promise<void>, runs = RUNS): Promise<void> {
  let index = 0;
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        const i = index++;
        await run(value, i);
        if (i % 25 === 24) await expectHealthy();
      }),
      { seed: SEED, numRuns: runs, endOnFailure: true },
    );
  } catch (error) {
    console.error(`[fuzz-api] failed with seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
    throw error;
  }
  await expectHealthy();
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const contactRows = () => count(app.databasePath, "contact_messages");
/** What the route stores: a valid payload without the honeypot. */
const wouldStore = (input: Record<string, unknown>) =>
  validateContact(input).ok && !(typeof input.website === "string" && input.website.trim() !== "");

// ---------------------------------------------------------------- the API

describe("fuzzing the API", () => {
  it("POST /api/contact: never a 5xx, JSON, rows only for valid payloads", async () => {
    const before = contactRows();
    let expected = 0;
    await fuzz(fc.record({ method: method("POST"), type: contentType, body: jsonBody(contactObject), q: query }), async (c) => {
      const headers: Record<string, string> = c.type ? { "Content-Type": c.type } : {};
      const sent = {
        method: c.method,
        path: `/api/contact${c.q}`,
        headers,
        body: c.method === "GET" || c.method === "HEAD" ? undefined : c.body.text,
      };
      const res = await send("POST /api/contact", sent, true);
      const parsed = parseJson(c.body.text);
      const stored =
        c.method === "POST" &&
        JSON_TYPE.test(c.type) &&
        Buffer.byteLength(c.body.text) <= MAX_JSON_BYTES &&
        parsed.ok &&
        isObject(parsed.value) &&
        wouldStore(parsed.value);
      if (stored) {
        expected += 1;
        expect(res.status, describeRequest(sent, res)).toBe(200);
      }
    });
    expect(contactRows() - before).toBe(expected);
    console.log(`[fuzz-api] /api/contact: ${expected} valid payloads stored`);
  }, 120_000);

  const visitorEndpoint = (path: string, object: fc.Arbitrary<unknown>) =>
    it(`POST ${path}: never a 5xx, JSON`, async () => {
      await fuzz(fc.record({ method: method("POST"), type: contentType, body: jsonBody(object), auth, q: query }), async (c) => {
        const headers: Record<string, string> = c.type ? { "Content-Type": c.type } : {};
        const authorization = c.auth === "valid" ? `Bearer ${visitorKey}` : c.auth;
        if (authorization) headers.Authorization = authorization;
        await send(
          `POST ${path}`,
          { method: c.method, path: `${path}${c.q}`, headers, body: c.method === "GET" || c.method === "HEAD" ? undefined : c.body.text },
          true,
        );
      });
    }, 120_000);

  visitorEndpoint(
    "/api/sendMessage",
    fc
      .tuple(
        fc.record(
          {
            message: fc.oneof({ weight: 3, arbitrary: plausibleMessage }, anyValue),
            lang: fc.oneof(fc.constantFrom("en", "fr"), anyValue),
          },
          { requiredKeys: [] },
        ),
        extras,
      )
      .map(([a, b]) => ({ ...b, ...a })),
  );
  visitorEndpoint(
    "/api/generate-image",
    fc
      .tuple(fc.record({ prompt: fc.oneof({ weight: 3, arbitrary: plausibleMessage }, anyValue) }, { requiredKeys: [] }), extras)
      .map(([a, b]) => ({ ...b, ...a })),
  );
  visitorEndpoint("/api/clear-history", fc.oneof(fc.constant({}), extras));

  it("POST /api/generate-key: never a 5xx, JSON", async () => {
    await fuzz(fc.record({ method: method("POST"), type: contentType, body: jsonBody(extras), q: query }), async (c) => {
      const headers: Record<string, string> = c.type ? { "Content-Type": c.type } : {};
      await send(
        "POST /api/generate-key",
        {
          method: c.method,
          path: `/api/generate-key${c.q}`,
          headers,
          body: c.method === "GET" || c.method === "HEAD" ? undefined : c.body.text,
        },
        true,
      );
    });
  }, 120_000);

  for (const path of ["/api/projects", "/api/games"])
    it(`GET ${path}: never a 5xx, JSON`, async () => {
      await fuzz(fc.record({ method: method("GET"), type: contentType, body: jsonBody(extras), q: query }), async (c) => {
        const withBody = c.method !== "GET" && c.method !== "HEAD";
        const headers: Record<string, string> = withBody && c.type ? { "Content-Type": c.type } : {};
        await send(`GET ${path}`, { method: c.method, path: `${path}${c.q}`, headers, body: withBody ? c.body.text : undefined }, true);
      });
    }, 120_000);

  it("GET /resources/x-post: never a 5xx, JSON", async () => {
    const postUrl = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(
          fc.constantFrom("https://x.com/", "https://twitter.com/", "http://x.com/", "https://x.com.evil.example/"),
          shortText,
          fc.bigInt({ min: 0n, max: 10n ** 20n }),
        )
        .map(([host, user, id]) => `${host}${user}/status/${id}`),
      shortText,
    );
    await fuzz(fc.record({ method: method("GET"), url: fc.option(postUrl, { nil: undefined }), q: query }), async (c) => {
      const search = c.url === undefined ? c.q : `?url=${encodePathSegment(c.url)}`;
      await send("GET /resources/x-post", { method: c.method, path: `/resources/x-post${search}`, headers: {} }, true);
    });
  }, 120_000);

  it("unknown /api/* paths: never a 5xx, JSON", async () => {
    const segment = fc.oneof(
      // Line breaks in a path are their own test below (the router's splat does not match them).
      { weight: 4, arbitrary: shortText.filter((t) => !/[\r\n\u2028\u2029]/.test(t)).map(encodePathSegment) },
      fc.constantFrom("%FF", "%", "%zz", "%C0%AE%C0%AE", "..", "%2e%2e", "%00", "contact%00", "CONTACT", "games/", "x-post"),
    );
    await fuzz(
      fc.record({
        method: method("GET"),
        segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
        type: contentType,
        body: jsonBody(extras),
      }),
      async (c) => {
        const withBody = c.method !== "GET" && c.method !== "HEAD";
        const path = `/api/${c.segments.join("/")}`;
        // An existing endpoint (e.g. "/api/games/") answers with its own status; still JSON, never a 5xx.
        // Dot segments ("..", "%2e%2e") can resolve outside /api: then it is a page, not an API answer.
        let stillApi = true;
        try {
          stillApi = new URL(path, "http://localhost").pathname.startsWith("/api/");
        } catch {
          // Not a URL at all: the server must still answer it as an /api path.
        }
        await send(
          "unknown /api/*",
          {
            method: c.method,
            path,
            headers: withBody && c.type ? { "Content-Type": c.type } : {},
            body: withBody ? c.body.text : undefined,
          },
          stillApi,
        );
      },
    );
  }, 120_000);

  it("answers unknown /api/* paths holding an encoded line break with the JSON 404 too", async () => {
    for (const path of ["/api/a%0A", "/api/a/%0D", "/api/x/%0D%0Ay", "/api/a%E2%80%A8", "/api/a%E2%80%A9"]) {
      const res = await send("unknown /api/* (line breaks)", { method: "GET", path, headers: {} }, true);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body), path).toEqual({ success: false, message: "Unknown API endpoint." });
    }
  });
});

// ---------------------------------------------------------------- the form action

const formFields = fc.tuple(
  fc.record({
    name: fc.oneof({ weight: 3, arbitrary: plausibleName }, text),
    email: fc.oneof({ weight: 4, arbitrary: simpleEmail }, fc.emailAddress(), text),
    message: fc.oneof({ weight: 3, arbitrary: plausibleMessage }, text),
    website: fc.oneof({ weight: 4, arbitrary: fc.constant("") }, shortText),
  }),
  fc.dictionary(
    fc
      .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz_0123456789"), minLength: 1, maxLength: 8 })
      .filter((k) => !["name", "email", "message", "website"].includes(k)),
    shortText,
    { maxKeys: 4 },
  ),
);
/** How the visitor's text arrives after transport: lone surrogates become U+FFFD. */
const wellFormed = (s: string) => Buffer.from(s, "utf8").toString("utf8");

describe("fuzzing the page's form action (POST /?index)", () => {
  it("never a 5xx, no echo of oversized values, rows only for valid payloads", async () => {
    const before = contactRows();
    let expected = 0;
    const encoding = fc.oneof(
      { weight: 8, arbitrary: fc.constant("urlencoded") },
      { weight: 3, arbitrary: fc.constant("multipart") },
      fc.constantFrom("truncated multipart", "json", "text", "none", "oversized"),
    );
    await fuzz(
      fc.record({ method: method("POST"), encoding, fields: formFields, boundary: fc.uint8Array({ minLength: 12, maxLength: 12 }) }),
      async (c) => {
        const [fields, more] = c.fields;
        const all: Array<[string, string]> = [...Object.entries(more), ...Object.entries(fields)];
        const headers: Record<string, string> = {};
        let body: string | Buffer | undefined;
        const boundary = `----fuzz${Buffer.from(c.boundary).toString("hex")}`;
        const multipart = () =>
          Buffer.from(
            all.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join("") +
              `--${boundary}--\r\n`,
            "utf8",
          );
        switch (c.encoding) {
          case "urlencoded":
            headers["Content-Type"] = "application/x-www-form-urlencoded";
            body = new URLSearchParams(all).toString();
            break;
          case "oversized":
            headers["Content-Type"] = "application/x-www-form-urlencoded";
            body = new URLSearchParams([...all.filter(([k]) => k !== "message"), ["message", "m".repeat(300 * 1024)]]).toString();
            break;
          case "multipart":
            headers["Content-Type"] = `multipart/form-data; boundary=${boundary}`;
            body = multipart();
            break;
          case "truncated multipart": {
            headers["Content-Type"] = `multipart/form-data; boundary=${boundary}`;
            const full = multipart();
            body = full.subarray(0, Math.max(0, full.length - boundary.length - 8));
            break;
          }
          case "json":
            headers["Content-Type"] = "application/json";
            body = JSON.stringify(fields);
            break;
          case "text":
            headers["Content-Type"] = "text/plain";
            body = all.map(([k, v]) => `${k}=${v}`).join("\n");
            break;
        }
        if (c.method === "GET" || c.method === "HEAD") body = undefined;
        const sent = { method: c.method, path: "/?index", headers, body };
        const res = await send("POST /?index (form action)", sent, false);
        // Values are echoed back at most at their field limits (5354 characters, escaped).
        expect(res.bytes, describeRequest(sent, res)).toBeLessThan(pageBytes + 128 * 1024);
        const stored =
          c.method === "POST" &&
          (c.encoding === "urlencoded" || c.encoding === "multipart") &&
          wouldStore({
            name: wellFormed(fields.name),
            email: wellFormed(fields.email),
            message: wellFormed(fields.message),
            website: wellFormed(fields.website),
          });
        if (stored) expected += 1;
      },
    );
    expect(contactRows() - before).toBe(expected);
    console.log(`[fuzz-api] form action: ${expected} valid payloads stored`);
  }, 180_000);
});
