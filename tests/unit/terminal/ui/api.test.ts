import { describe, expect, it } from "vitest";
import { createBrowserApi } from "~/terminal/ui/api.client";

type Call = { url: string; init?: RequestInit };

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

function fakeFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes[url];
    if (!route) throw new TypeError("Failed to fetch");
    return route(init);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("visitor key", () => {
  it("generates a key once when none is stored and saves it", async () => {
    const storage = memoryStorage();
    const { fetchImpl, calls } = fakeFetch({
      "/api/generate-key": () => json({ success: true, key: "vk_123", message: "ok" }),
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage });
    expect(api.hasVisitorKey()).toBe(false);
    const [a, b] = await Promise.all([api.ensureVisitorKey(), api.ensureVisitorKey()]);
    expect(a).toBe("vk_123");
    expect(b).toBe("vk_123");
    expect(calls).toHaveLength(1);
    expect(calls[0].init?.method).toBe("POST");
    expect(new Headers(calls[0].init?.headers).get("Content-Type")).toBe("application/json");
    expect(calls[0].init?.body).toBeUndefined();
    expect(storage.map.get("visitorKey")).toBe("vk_123");
    expect(api.hasVisitorKey()).toBe(true);
  });

  it("makes no call when a key is stored", async () => {
    const { fetchImpl, calls } = fakeFetch({});
    const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage({ visitorKey: "kept" }) });
    expect(await api.ensureVisitorKey()).toBe("kept");
    expect(calls).toHaveLength(0);
  });

  it("only logs an invalid answer", async () => {
    const logs: unknown[][] = [];
    const { fetchImpl } = fakeFetch({ "/api/generate-key": () => json({ success: false, message: "nope" }, 500) });
    const storage = memoryStorage();
    const api = createBrowserApi({ fetch: fetchImpl, storage, log: (...args) => logs.push(args) });
    expect(await api.ensureVisitorKey()).toBeNull();
    expect(logs[0][0]).toBe("Échec de la génération de la clé visiteur");
    expect(storage.map.has("visitorKey")).toBe(false);
  });
});

describe("terminal calls", () => {
  it("sends messages with the bearer key", async () => {
    const { fetchImpl, calls } = fakeFetch({
      "/api/sendMessage": () => json({ success: true, reply: "Hi!", command: "projects", message: "ok" }),
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage({ visitorKey: "k1" }) });
    expect(await api.sendMessage("hello there")).toEqual({ ok: true, reply: "Hi!", command: "projects" });
    const headers = new Headers(calls[0].init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer k1");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ message: "hello there", lang: "en" });
  });

  it("reads a streamed reply: pieces as they come (split anywhere), then the whole answer", async () => {
    const events = [
      `event: delta\ndata: ${JSON.stringify({ text: "Bonjour, " })}\n\n`,
      `event: delta\ndata: ${JSON.stringify({ text: "ça va ?" })}\n\n`,
      `event: done\ndata: ${JSON.stringify({ success: true, reply: "Bonjour, ça va ?", fallback: true, message: "ok" })}\n\n`,
    ].join("");
    // Cut in the middle of a multi-byte character and of an event.
    const bytes = new TextEncoder().encode(events);
    const cuts = [5, 40, bytes.indexOf(0xa7) /* inside "ç" */, bytes.length].sort((a, b) => a - b);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let from = 0;
        for (const to of cuts) {
          controller.enqueue(bytes.slice(from, to));
          from = to;
        }
        controller.close();
      },
    });
    const { fetchImpl, calls } = fakeFetch({
      "/api/sendMessage": () => new Response(body, { headers: { "Content-Type": "text/event-stream; charset=utf-8" } }),
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage({ visitorKey: "k1" }) });
    const pieces: string[] = [];
    expect(await api.sendMessage("salut", (text) => pieces.push(text))).toEqual({ ok: true, reply: "Bonjour, ça va ?", fallback: true });
    expect(pieces).toEqual(["Bonjour, ", "ça va ?"]);
    expect(new Headers(calls[0].init?.headers).get("Accept")).toBe("text/event-stream");
  });

  it("gets a key first when none is stored", async () => {
    const { fetchImpl, calls } = fakeFetch({
      "/api/generate-key": () => json({ success: true, key: "fresh", message: "ok" }),
      "/api/generate-image": () => json({ success: true, imageBase64: "AAAA", message: "ok" }),
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage() });
    expect(await api.generateImage("a fox")).toEqual({ ok: true, imageBase64: "AAAA" });
    expect(calls.map((c) => c.url)).toEqual(["/api/generate-key", "/api/generate-image"]);
    expect(new Headers(calls[1].init?.headers).get("Authorization")).toBe("Bearer fresh");
  });

  it("passes on who drew the picture: the built-in generator or the model (issue 36)", async () => {
    for (const source of ["builtin", "openai"] as const) {
      const { fetchImpl } = fakeFetch({
        "/api/generate-image": () => json({ success: true, imageBase64: "AAAA", source, message: "ok" }),
      });
      const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage({ visitorKey: "k" }) });
      expect(await api.generateImage("a fox")).toEqual({ ok: true, imageBase64: "AAAA", source });
    }
  });

  it("returns the server's message on errors and throws on network failures", async () => {
    const { fetchImpl } = fakeFetch({
      "/api/sendMessage": () => json({ success: false, message: "Too many requests" }, 429),
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage({ visitorKey: "k" }) });
    expect(await api.sendMessage("x")).toEqual({ ok: false, message: "Too many requests" });
    await expect(api.generateImage("x")).rejects.toThrow();
    await expect(api.projects()).rejects.toThrow();
  });

  it("lists the projects as the values of data", async () => {
    const { fetchImpl } = fakeFetch({
      "/api/projects": () => json({ success: true, data: { a: { id: "a" }, b: { id: "b" } }, message: "ok" }),
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage() });
    expect(await api.projects()).toEqual({ ok: true, projects: [{ id: "a" }, { id: "b" }] });
  });

  it("clears history only with a key, and only logs errors", async () => {
    const { fetchImpl, calls } = fakeFetch({ "/api/clear-history": () => json({ success: false }, 500) });
    const logs: unknown[][] = [];
    const none = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage(), log: (...a) => logs.push(a) });
    await none.clearHistory();
    expect(calls).toHaveLength(0);
    const api = createBrowserApi({
      fetch: fetchImpl,
      storage: memoryStorage({ visitorKey: "k" }),
      log: (...a) => logs.push(a),
    });
    await expect(api.clearHistory()).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(calls[0].init?.body).toBeUndefined();
    expect(new Headers(calls[0].init?.headers).get("Authorization")).toBe("Bearer k");
    expect(logs).toHaveLength(1);
  });

  it("posts the contact form with fromConsole", async () => {
    const { fetchImpl, calls } = fakeFetch({ "/api/contact": () => json({ success: true, message: "sent" }) });
    const api = createBrowserApi({ fetch: fetchImpl, storage: memoryStorage() });
    expect(await api.contact({ name: "A", email: "a@b", message: "m" })).toEqual({ ok: true });
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ name: "A", email: "a@b", message: "m", fromConsole: true });
  });

  it("reports contact failures with the server message, or none on network errors", async () => {
    const bad = fakeFetch({ "/api/contact": () => json({ success: false, message: "Invalid email." }, 400) });
    const api = createBrowserApi({ fetch: bad.fetchImpl, storage: memoryStorage() });
    expect(await api.contact({ name: "A", email: "a", message: "m" })).toEqual({ ok: false, message: "Invalid email." });
    const down = fakeFetch({});
    const offline = createBrowserApi({ fetch: down.fetchImpl, storage: memoryStorage() });
    expect(await offline.contact({ name: "A", email: "a@b", message: "m" })).toEqual({ ok: false });
  });
});

describe("a key the server no longer knows", () => {
  it("is replaced by a new one and the call is retried once", async () => {
    const storage = memoryStorage({ visitorKey: "vk_old" });
    const seen: Array<string | null> = [];
    const { fetchImpl, calls } = fakeFetch({
      "/api/generate-key": () => json({ success: true, key: "vk_new", message: "ok" }),
      "/api/sendMessage": (init) => {
        const auth = new Headers(init?.headers).get("Authorization");
        seen.push(auth);
        return auth === "Bearer vk_new"
          ? json({ success: true, reply: "hello", message: "ok" })
          : json({ success: false, message: "Unknown visitor key." }, 401);
      },
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage });
    expect(await api.sendMessage("hi")).toEqual({ ok: true, reply: "hello", command: undefined });
    expect(seen).toEqual(["Bearer vk_old", "Bearer vk_new"]);
    expect(storage.map.get("visitorKey")).toBe("vk_new");
    expect(calls.map((c) => c.url)).toEqual(["/api/sendMessage", "/api/generate-key", "/api/sendMessage"]);
  });

  it("does not loop when the new key is refused too", async () => {
    const storage = memoryStorage({ visitorKey: "vk_old" });
    const { fetchImpl, calls } = fakeFetch({
      "/api/generate-key": () => json({ success: true, key: "vk_new", message: "ok" }),
      "/api/sendMessage": () => json({ success: false, message: "Unknown visitor key." }, 401),
    });
    const api = createBrowserApi({ fetch: fetchImpl, storage });
    expect(await api.sendMessage("hi")).toEqual({ ok: false, message: "Unknown visitor key." });
    expect(calls.filter((c) => c.url === "/api/sendMessage")).toHaveLength(2);
  });
});
