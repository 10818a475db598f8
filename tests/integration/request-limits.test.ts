/**
 * Request limits and the memory guard: body caps on every request
 * (declared and streamed), 4xx (never 5xx) for client mistakes with one log line,
 * and connections that never hang after a refusal. Raw `node:http` / `net`
 * where fetch cannot say it (TRACE, chunked bodies, keep-alive reuse).
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { spawnServerProcess } from "../helpers/server-process";
import { count } from "../fakes/client";
import { MAX_FORM_BYTES, MAX_JSON_BYTES } from "../../app/utils/http.server";
import { CONTACT_LIMITS } from "../../app/services/contact.server";
import { LINGER } from "../../server/request-guards";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello from a form." };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body the client managed to write before the answer. */
  sent: number;
}

/**
 * One request with `node:http` on a fresh keep-alive connection (as browsers
 * send them: a client that asks `Connection: close` gets the connection closed
 * right after the answer, unread body or not). `body` is sent
 * at once; `stream` bytes are written in 64 KiB chunks until the server answers
 * (chunked unless a Content-Length header is given). A write error after the
 * answer (the server cut a refused body) is expected and ignored.
 */
function request(
  url: string,
  method: string,
  target: string,
  options: { headers?: Record<string, string | number>; body?: string | Buffer; stream?: number } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const req = http.request({ hostname, port, method, path: target, headers: options.headers, agent }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sent });
        if (options.stream !== undefined && sent < options.stream) req.destroy(); // answered: stop the upload
        agent.destroy();
      });
      res.on("error", reject);
    });
    req.on("error", (error) => {
      agent.destroy();
      if (!answered) reject(error);
    });
    if (options.stream === undefined) {
      req.end(options.body);
      return;
    }
    const total = options.stream;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && !req.destroyed && sent < total) {
        const piece = total - sent >= chunk.length ? chunk : chunk.subarray(0, total - sent);
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered && sent >= total) req.end();
    };
    pump();
  });
}

/**
 * A declared upload from a client that asks `Connection: close` (no agent, as
 * curl and scripts do), headers flushed first and the body in 16 KiB writes:
 * resolves with the answer's status, or rejects if the connection was reset
 * before the client could read one.
 */
function closingUpload(url: string, target: string, total: number): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers = { ...FORM, "Content-Length": total };
    const req = http.request({ hostname, port, method: "POST", path: target, headers, agent: false }, (res) => {
      answered = true;
      res.resume();
      res.on("end", () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(16 * 1024, "a");
    const pump = () => {
      while (!answered && !req.destroyed && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    req.flushHeaders();
    pump();
  });
}

/** Raw HTTP over one TCP connection: send bytes, collect whole answers, know when the server closes. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  const waiters: (() => void)[] = [];
  socket.setEncoding("latin1");
  socket.on("data", (c: string) => {
    received += c;
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on("error", () => {}); // a reset after the answer was read: the answer is what counts
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    socket,
    closed,
    send: (data: string | Buffer) => socket.write(data),
    /** Resolves once `n` complete answers have arrived. */
    async answers(n: number): Promise<string[]> {
      for (;;) {
        const parsed = parseAnswers(received);
        if (parsed.length >= n) return parsed;
        if (socket.destroyed) throw new Error(`connection closed after ${parsed.length} answer(s): ${received.slice(0, 300)}`);
        await Promise.race([new Promise<void>((r) => waiters.push(r)), closed]);
      }
    },
  };
}

/** Splits raw HTTP/1.1 answers (Content-Length or chunked bodies). */
function parseAnswers(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) return out;
    const head = rest.slice(0, end);
    let size: number;
    if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = rest.indexOf("\r\n0\r\n\r\n", end);
      if (last < 0) return out;
      size = last + 7 - (end + 4);
    } else size = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (rest.length < end + 4 + size) return out;
    out.push(rest.slice(0, end + 4 + size));
    rest = rest.slice(end + 4 + size);
  }
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

function multipart(boundary: string, fields: Record<string, string>, close = true): string {
  let body = "";
  for (const [name, value] of Object.entries(fields)) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  return close ? `${body}--${boundary}--\r\n` : body;
}

let app: TestApp;
let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
const messages = () => count(app.databasePath, "contact_messages");

beforeAll(async () => {
  // The refusals' log lines are part of what is checked: captured, not printed.
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  error = vi.spyOn(console, "error").mockImplementation(() => {});
  app = await startTestApp({ LOG_LEVEL: "warn", RATE_LIMIT_MULTIPLIER: "1000" });
});
afterAll(async () => {
  await app?.close();
  warn.mockRestore();
  error.mockRestore();
});
afterEach(() => {
  warn.mockClear();
  error.mockClear();
});

/** A new visitor key (the assistant's endpoint wants one before it reads a body). */
async function visitorKey(): Promise<string> {
  const res = await request(app.url, "POST", "/api/generate-key", { headers: { "Content-Type": "application/json" } });
  return (JSON.parse(res.body) as { key: string }).key;
}

/**
 * The server's own log lines (JSON objects, or lines starting with a "[server]"
 * tag) since the last test: at least `minLines` warnings of one line
 * each, and no error (which would carry a stack). React's development warnings
 * (vitest runs React in development mode) are not the server's logs.
 */
function expectOneLineLogs(minLines: number) {
  const own = (calls: unknown[][]) => calls.filter((call) => typeof call[0] === "string" && /^[[{]/.test(call[0]));
  expect(own(error.mock.calls)).toEqual([]);
  const lines = own(warn.mock.calls);
  expect(lines.length).toBeGreaterThanOrEqual(minLines);
  for (const call of lines) {
    expect(call).toHaveLength(1);
    expect(call[0]).not.toContain("\n");
  }
}

describe("body limit on every non-API request", () => {
  it("keeps the cap in one constant that fits a contact form at every field limit, fully percent-encoded", async () => {
    expect(MAX_FORM_BYTES).toBe(64 * 1024);
    // '€' is 3 UTF-8 bytes: 9 bytes percent-encoded, the worst case per character.
    const body = new URLSearchParams({
      name: "€".repeat(CONTACT_LIMITS.name),
      email: `${"a".repeat(64)}@${"b".repeat(CONTACT_LIMITS.email - 64 - 1 - ".com".length)}.com`,
      message: "€".repeat(CONTACT_LIMITS.message),
      website: "",
    }).toString();
    expect(body.length).toBeGreaterThan(45_000);
    expect(body.length).toBeLessThan(MAX_FORM_BYTES);
    const before = messages();
    const res = await request(app.url, "POST", "/?index", { headers: FORM, body });
    expect(res.status).toBe(200);
    expect(messages()).toBe(before + 1);
  });

  it("refuses a form post whose Content-Length is over the cap with 413 before reading it", async () => {
    const before = messages();
    const body = new URLSearchParams({ ...valid, message: "x".repeat(MAX_FORM_BYTES) }).toString();
    const res = await request(app.url, "POST", "/?index", { headers: FORM, body });
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe("Request body too large.\nCorps de requête trop volumineux.\n");
    expect(messages()).toBe(before);
  });

  it("refuses a chunked urlencoded form post with 413 once its streamed size passes the cap", async () => {
    const before = messages();
    const res = await request(app.url, "POST", "/?index", { headers: FORM, stream: 10 * 1024 * 1024 });
    expect(res.status).toBe(413);
    expect(res.body).toContain("Request body too large.");
    expect(res.sent).toBeLessThan(10 * 1024 * 1024);
    expect(messages()).toBe(before);
  });

  it("refuses a chunked multipart post with a large extra part with 413 and stores nothing", async () => {
    const before = messages();
    const boundary = "----limits";
    const head = multipart(boundary, valid, false) + `--${boundary}\r\nContent-Disposition: form-data; name="extra"\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), Buffer.alloc(2 * 1024 * 1024, "z"), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await request(app.url, "POST", "/?index", {
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked" },
      body,
    });
    expect(res.status).toBe(413);
    expect(messages()).toBe(before);
  });

  it("caps every other non-API route too (declared and streamed)", async () => {
    const declared = await request(app.url, "POST", "/", { headers: FORM, body: "a".repeat(MAX_FORM_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect((await request(app.url, "POST", "/no-such-page", { headers: FORM, stream: 1024 * 1024 })).status).toBe(413);
  });

  it("answers /api's 413 as JSON", async () => {
    const res = await request(app.url, "POST", "/api/contact", {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...valid, message: "x".repeat(MAX_JSON_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: "Request body too large." });
  });

  it("never echoes values longer than the field limits in the 400 page", async () => {
    const long = { name: "N".repeat(3_000), email: "e".repeat(3_000), message: "M".repeat(50_000) };
    const res = await request(app.url, "POST", "/?index", { headers: FORM, body: new URLSearchParams(long).toString() });
    expect(res.status).toBe(400);
    expect(res.body).toContain("M".repeat(100)); // the values are still shown, clipped
    expect(res.body).not.toContain("N".repeat(CONTACT_LIMITS.name + 1));
    expect(res.body).not.toContain("e".repeat(CONTACT_LIMITS.email + 1));
    expect(res.body).not.toContain("M".repeat(CONTACT_LIMITS.message + 1));
  });
});

describe("4xx, not 5xx, for client mistakes, logged as one line", () => {
  it("answers malformed percent-encoding in a path with 400", async () => {
    const page = await request(app.url, "GET", "/%FF");
    expect(page.status).toBe(400);
    expect(page.body).toBe("Malformed URL.\nURL mal formée.\n");
    const api = await request(app.url, "GET", "/api/%E0%A4%A");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ success: false, message: "Malformed URL." });
    expectOneLineLogs(2);
  });

  it("answers TRACE and unknown methods with 405 and an Allow header", async () => {
    for (const [method, target] of [
      ["TRACE", "/"],
      ["TRACE", "/api/contact"],
      ["PROPFIND", "/?index"],
    ]) {
      const res = await request(app.url, method, target);
      expect(res.status, `${method} ${target}`).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
    }
    expectOneLineLogs(3);
  });

  it("answers PUT, DELETE and PATCH on /?index and / with 405 and an Allow header", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      for (const target of ["/?index", "/"]) {
        const res = await request(app.url, method, target, { headers: FORM, body: new URLSearchParams(valid).toString() });
        expect(res.status, `${method} ${target}`).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD, POST");
        expect(res.body).toBe("Method not allowed.\nMéthode non autorisée.\n");
      }
    }
    expectOneLineLogs(6);
  });

  it("answers the form action with a JSON, text, XML or missing content type with 415", async () => {
    const before = messages();
    const bodies: [string | undefined, string][] = [
      ["application/json", JSON.stringify(valid)],
      ["text/plain", "name=Ada"],
      ["application/xml", "<contact><name>Ada</name></contact>"],
      [undefined, new URLSearchParams(valid).toString()],
    ];
    for (const [type, body] of bodies) {
      const res = await request(app.url, "POST", "/?index", { headers: type ? { "Content-Type": type } : {}, body });
      expect(res.status, String(type)).toBe(415);
    }
    expect(messages()).toBe(before);
    expectOneLineLogs(4);
  });

  it("answers a truncated multipart body with 400", async () => {
    const before = messages();
    const boundary = "----cut";
    const res = await request(app.url, "POST", "/?index", {
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      // No closing boundary, and the last part stops mid-value.
      body: multipart(boundary, valid, false) + `--${boundary}\r\nContent-Disposition: form-data; name="website"\r\n\r\nab`,
    });
    expect(res.status).toBe(400);
    expect(messages()).toBe(before);
    expectOneLineLogs(1);
  });
});

describe("transport edge cases", () => {
  it("answers a chunked /api body over 64 KiB with a 413 JSON, not a connection reset", async () => {
    const res = await request(app.url, "POST", "/api/contact", {
      headers: { "Content-Type": "application/json" },
      stream: 100 * 1024 * 1024,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: "Request body too large." });
    expect(res.sent).toBeLessThan(100 * 1024 * 1024);
  });

  it("caps the assistant's body on the server's direct path too (ADR 042): 413 JSON, and the connection goes on", async () => {
    const key = await visitorKey();
    const chunked = await request(app.url, "POST", "/api/sendMessage", {
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
      stream: 100 * 1024 * 1024,
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ success: false, message: "Request body too large." });
    expect(chunked.sent).toBeLessThan(100 * 1024 * 1024);

    const conn = rawConnection(app.url);
    const message = JSON.stringify({ message: "hello" });
    conn.send(
      `POST /api/sendMessage HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${key}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    conn.send(`${(MAX_JSON_BYTES + 10).toString(16)}\r\n${"a".repeat(MAX_JSON_BYTES + 10)}\r\n0\r\n\r\n`);
    conn.send(
      `POST /api/sendMessage HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${key}\r\nContent-Length: ${message.length}\r\n\r\n${message}`,
    );
    const [first, second] = await conn.answers(2);
    expect(statusOf(first)).toBe(413);
    expect(statusOf(second)).toBe(200);
    expect(second).toContain('"success":true');
    conn.socket.destroy();
  });

  it("takes a body the client cut off as the client's doing: a warning line for the page's form, no error on the assistant's direct path", async () => {
    const key = await visitorKey();
    const cutOff = async (target: string, headers: string) => {
      const conn = rawConnection(app.url);
      conn.send(`POST ${target} HTTP/1.1\r\nHost: x\r\n${headers}Content-Length: 1000\r\n\r\n{"message":`);
      // The head and the first bytes are in: the server reads the body when the client goes.
      await expect.poll(() => fetch(`${app.url}/healthz`).then((r) => r.status)).toBe(200);
      conn.socket.destroy();
    };
    await cutOff("/?index", "Content-Type: application/x-www-form-urlencoded\r\n");
    await expect.poll(() => warn.mock.calls.flat().join("\n")).toContain("body aborted by the client");
    await cutOff("/api/sendMessage", `Content-Type: application/json\r\nAuthorization: Bearer ${key}\r\n`);
    // Answered (a 400 nobody reads) before the next request on a fresh connection is.
    expect((await request(app.url, "GET", "/healthz")).status).toBe(200);
    expectOneLineLogs(1);
  });

  it("answers the next request on the same keep-alive connection promptly after refusing a ~300 KB body", async () => {
    for (const [method, target, status] of [
      ["POST", "/", 413],
      ["PUT", "/?index", 405],
      ["POST", "/api/contact", 413],
    ] as const) {
      const conn = rawConnection(app.url);
      conn.send(
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 300000\r\n\r\n`,
      );
      conn.send(Buffer.alloc(300_000, "a"));
      conn.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
      // The refused body is drained, so the same connection answers the next request.
      const [first, second] = await conn.answers(2);
      expect(statusOf(first), `${method} ${target}`).toBe(status);
      expect(statusOf(second), `after ${method} ${target}`).toBe(200);
      conn.socket.destroy();
    }
  });

  it("answers the next request on the same keep-alive connection after a 405 on POST / whose body was read", async () => {
    const conn = rawConnection(app.url);
    const body = new URLSearchParams(valid).toString();
    conn.send(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    conn.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    const [first, second] = await conn.answers(2);
    expect(statusOf(first)).toBe(405);
    expect(statusOf(second)).toBe(200);
    expect(second).toContain('{"status":"ok"');
    conn.socket.destroy();
  });

  it("cuts the connection after a refusal when the client never finishes the body (no hang)", async () => {
    const conn = rawConnection(app.url);
    conn.send(`POST /?index HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 300000\r\n\r\n`);
    conn.send(Buffer.alloc(1_000, "a"));
    const [first] = await conn.answers(1);
    expect(statusOf(first)).toBe(413);
    const started = Date.now();
    await conn.closed; // by the server after LINGER.ms, not at a keep-alive or request timeout
    expect(Date.now() - started).toBeLessThan(LINGER.ms + 1_000);
  });
});

describe("memory guard", () => {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);

  // Three 50 MB uploads through a real server process: seconds when the machine is busy; the timeout only stops a runaway.
  it(
    "refuses 50 MB form posts (declared, chunked, multipart) with 413 while the server's RSS grows by a few MB at most",
    { timeout: 60_000 },
    async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-limits-"));
      // The real server as its own process: its RSS is not mixed with the test runner's.
      const gcOnSignal = `data:text/javascript,process.on("SIGUSR2",()=>{gc();gc();process.stdout.write("gc-done\\n")})`;
      const process_ = spawnServerProcess(
        {
          LOG_LEVEL: "error",
          RATE_LIMIT_MULTIPLIER: "1000",
          DATABASE_PATH: path.join(dir, "db.sqlite"),
          // glibc keeps freed socket buffers in its arenas (RSS steps of ~20 MB that are not the
          // app's): one arena, trimmed eagerly, so RSS follows what the server really holds.
          MALLOC_ARENA_MAX: "1",
          MALLOC_TRIM_THRESHOLD_: "65536",
        },
        { args: ["--expose-gc", "--import", gcOnSignal, "--import", "tsx", "server.ts"] },
      );
      const server = process_.child;
      child = server;
      const url = await process_.listening;

      const size = 50 * 1024 * 1024;
      const bigPosts = async () => {
        const declared = await request(url, "POST", "/?index", { headers: { ...FORM, "Content-Length": size }, stream: size });
        const streamed = await request(url, "POST", "/?index", { headers: FORM, stream: size });
        const multipartStreamed = await request(url, "POST", "/?index", {
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
          stream: size,
        });
        expect([declared.status, streamed.status, multipartStreamed.status]).toEqual([413, 413, 413]);
      };

      // RSS is read after a full GC in the server (on SIGUSR2, installed by the --import below):
      // without it, the garbage of draining refused bodies moves RSS by ±20 MB between reads.
      const settledRssKb = () =>
        new Promise<number>((resolve) => {
          const onData = (c: Buffer) => {
            if (!c.toString().includes("gc-done")) return;
            server.stdout?.off("data", onData);
            resolve(rssKb(server.pid!));
          };
          server.stdout?.on("data", onData);
          server.kill("SIGUSR2");
        });

      // Warm up every path the big posts take (page render, form parsing, the refusals and their drain).
      expect((await request(url, "GET", "/")).status).toBe(200);
      expect((await request(url, "POST", "/?index", { headers: FORM, body: "name=&email=&message=" })).status).toBe(400);
      // Three rounds, not one: the allocator's pools for socket buffers reach their size over the
      // first rounds (a one-off step of ~20 MB measured when a single round was the warm-up).
      for (let i = 0; i < 3; i++) await bigPosts();
      // A client that asks `Connection: close` (curl, scripts) must see its 413 too, not a reset.
      // (Outside the RSS window: how much such a client sends before it reads the answer varies.)
      expect(await closingUpload(url, "/?index", size)).toBe(413);
      const before = await settledRssKb();
      for (let i = 0; i < 5; i++) await bigPosts();
      const after = await settledRssKb();

      const grownMb = (after - before) / 1024;
      console.info(
        `[memory guard] server RSS ${(before / 1024).toFixed(1)} MB -> ${(after / 1024).toFixed(1)} MB after 15 refused 50 MB posts (+${grownMb.toFixed(1)} MB)`,
      );
      // Buffering would keep at least one whole post (50 MB; one 100 MB post took the old server to
      // +1.1 GB and it stayed there). Measured: +0.1 to +0.4 MB on a quiet machine, up to +25 MB while
      // the whole suite runs in parallel on 2 cores (allocator pools and stream buffers of the drain,
      // not bodies). So the bound is "less than one refused post held in memory".
      const onePostMb = size / 1024 / 1024;
      expect(grownMb).toBeLessThan(onePostMb * 0.8);
      expect((await request(url, "GET", "/healthz")).status).toBe(200);
    },
  );
});
