import { describe, expect, test } from "vitest";
import { normalizeUrl, parseCurlArgs } from "~/terminal/engine/commands/curl";
import { flushMicrotasks, makeHarness } from "../fake-deps";

function response(body: string, init: ResponseInit & { headers?: Record<string, string> } = {}) {
  return new Response(body, init);
}

describe("curl arguments", () => {
  test("headers and URL", () => {
    expect(parseCurlArgs(["-H", "Authorization: Bearer x", "-s", "http://a.b"])).toEqual({
      url: "http://a.b",
      headers: ["Authorization: Bearer x"],
    });
    expect(parseCurlArgs(["-X", "GET", "example.com"]).url).toBe("example.com");
  });

  test("scheme rule", () => {
    expect(normalizeUrl("example.com/x")).toBe("https://example.com/x");
    expect(normalizeUrl("http://example.com")).toBe("http://example.com/");
    expect(normalizeUrl("example")).toBeNull();
    expect(normalizeUrl("ftp://example.com")).toBeNull();
  });
});

describe("curl command", () => {
  test("requires a URL; bad format", async () => {
    const h = await makeHarness();
    await h.run("curl");
    expect(h.last()).toEqual(["curl: requires a URL argument."]);
    await h.run("curl -H 'X: y'");
    expect(h.last()).toEqual(["curl: requires a URL argument."]);
    await h.run("curl notaurl");
    expect(h.last()).toEqual(["curl: (3) URL using bad/illegal format or missing URL"]);
  });

  test("localhost:8000 is refused (simulated)", async () => {
    const h = await makeHarness();
    await h.run("curl http://localhost:8000");
    expect(h.last()).toEqual(["curl: (7) Failed to connect to localhost port 8000: Connection refused"]);
    await h.run("curl localhost:8000/api");
    expect(h.last()).toEqual(["curl: (7) Failed to connect to localhost port 8000: Connection refused"]);
  });

  test("the quest API without a key answers Unauthorized with a Bearer hint", async () => {
    const h = await makeHarness();
    await h.run("curl http://localhost:8080/api/v1/recovery");
    const out = h.texts().join("\n");
    expect(out).toContain("401 Unauthorized");
    const json = JSON.parse(out.slice(out.indexOf("{", out.lastIndexOf("curl http"))));
    expect(json).toMatchObject({ error: "Unauthorized", message: "Missing or invalid API key." });
    expect(json.hint).toContain("Authorization: Bearer");
    await h.run('curl -H "Authorization: Bearer sk_live_wrong" http://localhost:8080/api/v1/recovery');
    expect(
      h
        .texts()
        .join("\n")
        .match(/Missing or invalid API key\./g),
    ).toHaveLength(2);
  });

  test("the quest API with the token returns the phrase", async () => {
    const h = await makeHarness();
    await h.run("cat .secrets/api_token");
    const token = h.last()[0];
    expect(token).toMatch(/^sk_live_[A-Za-z0-9]{28}$/);
    await h.run(`curl -H "authorization: bearer ${token}" localhost:8080/api/v1/recovery/`);
    const out = h.texts().join("\n");
    expect(out).toMatch(/"recovery_phrase": "follow the [a-z]+ [a-z]+\d{1,2}"/);
    expect(h.engine.snapshot().lines.at(-1)?.type).toBe("success");
  });

  test("real GET: status, four headers, body cut at 500 characters", async () => {
    const calls: string[] = [];
    const body = "x".repeat(600);
    const h = await makeHarness({
      fetch: (async (url: string) => {
        calls.push(String(url));
        return response(body, {
          status: 200,
          statusText: "OK",
          headers: { "content-type": "text/plain", "content-length": "600", date: "Sun, 22 Nov 2026 01:00:00 GMT", server: "fake" },
        });
      }) as unknown as typeof fetch,
    });
    await h.run("curl example.com");
    await flushMicrotasks();
    expect(calls).toEqual(["https://example.com/"]);
    const out = h.texts();
    const start = out.indexOf("HTTP 200 OK");
    expect(start).toBeGreaterThan(0);
    expect(out.slice(start + 1, start + 5)).toEqual([
      "content-type: text/plain",
      "content-length: 600",
      "date: Sun, 22 Nov 2026 01:00:00 GMT",
      "server: fake",
    ]);
    expect(out[start + 6]).toBe("x".repeat(500));
    expect(out[start + 7]).toContain("truncated");
    expect(h.engine.snapshot().lines.some((l) => l.isLoading)).toBe(false);
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.clock.pending()).toBe(0);
  });

  test("headers the answer does not expose are left out, not shown as '(not exposed)'", async () => {
    const h = await makeHarness({
      fetch: (async () =>
        response("{}", { status: 200, statusText: "OK", headers: { "content-type": "application/json" } })) as unknown as typeof fetch,
    });
    await h.run("curl https://api.example.com/data");
    await flushMicrotasks();
    const out = h.texts();
    const start = out.indexOf("HTTP 200 OK");
    expect(out.slice(start + 1, start + 3)).toEqual(["content-type: application/json", ""]);
    expect(out.join("\n")).not.toContain("not exposed");
  });

  test("plain http:// to another origin: one clear line instead of a silent CSP failure", async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(String(url));
      return response("same origin", { status: 200, statusText: "OK" });
    }) as unknown as typeof fetch;
    const h = await makeHarness({ fetch: fakeFetch });
    h.deps.pageOrigin = () => "http://portfolio.test:3000";
    await h.run("curl http://example.com");
    expect(h.last()).toEqual([
      "curl: only https:// URLs can be fetched from the browser (plain http:// is blocked by the page's security policy and by mixed-content rules).",
    ]);
    expect(calls).toEqual([]);
    // The page's own origin is allowed over http (connect-src 'self').
    await h.run("curl http://portfolio.test:3000/api/projects");
    await flushMicrotasks();
    expect(calls).toEqual(["http://portfolio.test:3000/api/projects"]);
    expect(h.texts()).toContain("same origin");
  });

  test("non-OK status", async () => {
    const h = await makeHarness({
      fetch: (async () => response("nope", { status: 404, statusText: "Not Found" })) as unknown as typeof fetch,
    });
    await h.run("curl https://example.com/missing");
    await flushMicrotasks();
    expect(h.last(2)).toEqual(["HTTP 404 Not Found", "curl: Received status code 404"]);
  });

  test("fetch TypeError (CORS / network)", async () => {
    const h = await makeHarness();
    await h.run("curl https://example.com");
    await flushMicrotasks();
    expect(h.last()).toEqual(["curl: Fetch Error: Could not fetch resource. (Possible CORS/Network Issue)"]);
  });

  test("timeout", async () => {
    const h = await makeHarness({ fetch: (() => new Promise(() => undefined)) as unknown as typeof fetch });
    await h.run("curl https://slow.example.com");
    expect(h.engine.snapshot().mode).toBe("processing");
    expect(h.engine.snapshot().lines.at(-1)?.isLoading).toBe(true);
    await h.clock.advance(10_000);
    expect(h.last()).toEqual(["curl: Request timed out (Simulated)"]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });
});

describe("Escape stops a running request", () => {
  test("curl prints ^C and unlocks the prompt", async () => {
    let signal: AbortSignal | undefined;
    const h = await makeHarness({
      fetch: ((_url: string, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise(() => undefined);
      }) as unknown as typeof fetch,
    });
    await h.run("curl https://slow.example.com");
    expect(h.engine.snapshot().mode).toBe("processing");
    h.engine.cancel();
    await flushMicrotasks();
    expect(h.last()).toEqual(["^C"]);
    expect(signal?.aborted).toBe(true);
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.engine.snapshot().lines.some((l) => l.isLoading)).toBe(false);
    expect(h.clock.pending()).toBe(0);
  });

  test("ping stops early with statistics", async () => {
    const h = await makeHarness();
    await h.run("ping example.com");
    await h.clock.advance(1400);
    h.engine.cancel();
    await flushMicrotasks();
    const out = h.texts();
    expect(out.filter((t) => t.startsWith("64 bytes"))).toHaveLength(2);
    expect(out).toContain("^C");
    // Only the packets actually sent are counted (the third never left).
    expect(out.some((t) => t.startsWith("2 packets transmitted, 2 received, 0% packet loss"))).toBe(true);
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.clock.pending()).toBe(0);
  });
});
