/**
 * Structured logs of the real server (`node build/server.js`, as `npm start`
 * runs it): one JSON object per line, the request id of each request on
 * every line written while handling it and in its X-Request-Id header, and
 * no secret nor visitor text anywhere in the output.
 */
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { spawnServerProcess } from "../helpers/server-process";

const unique = crypto.randomBytes(6).toString("hex");
// Secrets the server is given: none may appear in its output. The fakes refuse these keys,
// so the AI and e-mail failure paths (whose error messages are the likeliest leaks) are logged.
const SECRETS = {
  OPENAI_API_KEY: `sk-test-secret-${unique}`,
  RESEND_API_KEY: `re_secret_${unique}`,
  ADMIN_TOKEN: `admin-token-secret-${unique}`,
};
const COOKIE_SECRET = `cookie-secret-${unique}`;
const CHAT_TEXT = `chat text nobody may log ${unique}`;
const CONTACT_TEXT = `contact body nobody may log ${unique}`;
const CONTACT_EMAIL = `visitor-${unique}@example.com`;
const FORM_TEXT = `form body nobody may log ${unique}`;
const INVALID_ID = `bad id <${unique}>`;

interface Line {
  time: string;
  level: string;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

let child: ChildProcess;
let dir: string;
let openai: FakeOpenAI;
let resend: FakeResend;
let output = "";
let url = "";
const waiters: Array<() => void> = [];

const lines = (): Line[] =>
  output
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Line);

/** Resolves once a line matching `match` has been written (event-driven, with a deadline). */
function waitForLine(match: (line: Line) => boolean, what: string, timeoutMs = 10_000): Promise<Line> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no log line ${what} in:\n${output}`)), timeoutMs);
    const check = () => {
      const found = output
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Line)
        .find(match);
      if (!found) return void waiters.push(check);
      clearTimeout(timer);
      resolve(found);
    };
    check();
  });
}

beforeAll(async () => {
  openai = await startFakeOpenAI();
  resend = await startFakeResend("ok");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-logs-"));
  const server = spawnServerProcess(
    {
      DATABASE_PATH: path.join(dir, "logs.sqlite"),
      OPENAI_BASE_URL: `${openai.url}/v1`,
      RESEND_BASE_URL: resend.url,
      CONTACT_TO_EMAIL: "owner@example.com",
      CONTACT_FROM_EMAIL: "Portfolio <noreply@example.com>",
      ...SECRETS,
    },
    {
      onOutput: (chunk) => {
        output += chunk;
        waiters.splice(0).forEach((w) => w());
      },
    },
  );
  child = server.child;
  const started = await waitForLine((l) => l.msg.startsWith("[server] listening on "), "listening");
  url = String(started.url);
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await openai?.close();
  await resend?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The lines carrying one request id. */
const linesOf = (reqId: string) => lines().filter((l) => l.reqId === reqId);
const accessLine = (reqId: string) => waitForLine((l) => l.reqId === reqId && l.msg === "request", `request ${reqId}`);

describe("structured logs of the real server", () => {
  it("keeps a valid incoming X-Request-Id and writes one access line with it (path only, status, duration, bytes)", async () => {
    const id = `trace-${unique}.A_1`;
    const res = await fetch(`${url}/?lng=en&email=${encodeURIComponent(CONTACT_EMAIL)}`, {
      // identity: the bytes counted (sent) are the bytes read here.
      headers: { "X-Request-Id": id, Cookie: `session=${COOKIE_SECRET}`, "Accept-Encoding": "identity" },
    });
    expect(res.status).toBe(200);
    const body = await res.arrayBuffer();
    expect(res.headers.get("x-request-id")).toBe(id);
    const line = await accessLine(id);
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/", route: "/", status: 200 });
    expect(typeof line.durationMs).toBe("number");
    expect(line.bytes).toBe(body.byteLength);
    expect(Date.parse(line.time)).not.toBeNaN();
  });

  it("replaces an invalid incoming X-Request-Id with a fresh one", async () => {
    const res = await fetch(`${url}/?lng=en`, { headers: { "X-Request-Id": INVALID_ID } });
    await res.arrayBuffer();
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await accessLine(id);
    // Each request gets its own id.
    const again = await fetch(`${url}/healthz`);
    await again.arrayBuffer();
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get("x-request-id")).not.toBe(id);
  });

  it("gives the service's own lines (a failed AI call) the request id of the chat request", async () => {
    const keyRes = await fetch(`${url}/api/generate-key`, { method: "POST" });
    const { key } = (await keyRes.json()) as { key: string };
    const res = await fetch(`${url}/api/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
      body: JSON.stringify({ message: CHAT_TEXT }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const id = res.headers.get("x-request-id")!;
    const failure = await waitForLine((l) => l.msg.startsWith("[ai] chat completion failed"), "AI failure");
    expect(failure).toMatchObject({ level: "warn", reqId: id });
    await accessLine(id);
    expect(linesOf(id).map((l) => l.msg)).toEqual([failure.msg, "request"]);
    expect(openai.requests.length).toBe(1); // the key was really sent (and refused)
    expect(output).not.toContain(key);
  });

  it("gives the delivery's lines (after the answer) the request id of the contact request", async () => {
    const res = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Visitor", email: CONTACT_EMAIL, message: CONTACT_TEXT }),
    });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    await resend.waitForRequests(1);
    const failed = await waitForLine((l) => /^\[contact\] message #\d+ delivery attempt 1 failed/.test(l.msg), "delivery failure");
    expect(failed).toMatchObject({ level: "warn", reqId: id });
    await accessLine(id);
  });

  it("logs the no-JavaScript form post and refusals without their bodies or query strings", async () => {
    const form = await fetch(`${url}/?index&lng=en`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Form Visitor", email: CONTACT_EMAIL, message: FORM_TEXT }),
    });
    await form.arrayBuffer();
    await accessLine(form.headers.get("x-request-id")!);
    const refused = await fetch(`${url}/?index&secret=${COOKIE_SECRET}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: FORM_TEXT,
    });
    await refused.arrayBuffer();
    const id = refused.headers.get("x-request-id")!;
    await accessLine(id);
    expect(linesOf(id).find((l) => l.msg.startsWith("[contact] 415"))).toBeDefined();
  });

  it("never logs the admin token, right or wrong, nor Authorization headers", async () => {
    for (const token of [SECRETS.ADMIN_TOKEN, `${SECRETS.ADMIN_TOKEN}-wrong`]) {
      const res = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      await accessLine(res.headers.get("x-request-id")!);
    }
  });

  it("writes only JSON lines, start and stop included, with no secret and no visitor text", async () => {
    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (c) => resolve(c)),
    );
    expect(code).toBe(0);
    const raw = output.split("\n").filter((l) => l !== "");
    for (const text of raw) {
      const line = JSON.parse(text) as Line; // throws on any non-JSON line
      expect(typeof line.time).toBe("string");
      expect(["debug", "info", "warn", "error"]).toContain(line.level);
      expect(typeof line.msg).toBe("string");
    }
    const msgs = lines().map((l) => l.msg);
    // A production start without SITE_URL says so once, before anything else.
    expect(msgs.filter((m) => m.startsWith("[config] SITE_URL is not set"))).toHaveLength(1);
    expect(msgs.filter((m) => !m.startsWith("[config] "))[0]).toMatch(/^\[server\] listening on http:\/\/127\.0\.0\.1:\d+ /);
    expect(msgs).toContain("[server] SIGTERM received, shutting down");
    expect(msgs.at(-1)).toBe("[server] stopped");
    for (const secret of [...Object.values(SECRETS), COOKIE_SECRET, CHAT_TEXT, CONTACT_TEXT, CONTACT_EMAIL, FORM_TEXT])
      expect(output).not.toContain(secret);
    expect(output).not.toContain(INVALID_ID);
    expect(output).not.toMatch(/authorization|cookie/i);
  });
});
