/** Log lines: the JSON shape, the request id from the request context, and the redaction of secrets and visitor text. */
import { describe, expect, it } from "vitest";
import { REDACTED, isRedactedKey, redactFields, scrubString } from "../../../app/services/log-redaction.server";
import { formatLine } from "../../../app/services/log.server";
import { REQUEST_ID_PATTERN, currentRequest, requestIdFrom, runWithRequest } from "../../../app/services/request-context.server";

const secrets = ["sk-live-abcdef123456", "admin-token-0123456789abcdef"];
const time = new Date("2026-01-02T03:04:05.678Z");

describe("redaction", () => {
  it("replaces the values of secret and visitor-text keys, whatever their case or nesting", () => {
    const out = redactFields(
      {
        authorization: "Bearer x",
        Cookie: "a=b",
        "set-cookie": ["s=1"],
        apiKey: "k",
        OPENAI_API_KEY: "k",
        ADMIN_TOKEN: "t",
        password: "p",
        message: "a visitor's words",
        prompt: "a cat",
        email: "a@b.c",
        nested: { headers: { Authorization: "Bearer y" }, content: "chat" },
        status: 200,
        path: "/api/contact",
      },
      secrets,
    );
    expect(out).toEqual({
      authorization: REDACTED,
      Cookie: REDACTED,
      "set-cookie": REDACTED,
      apiKey: REDACTED,
      OPENAI_API_KEY: REDACTED,
      ADMIN_TOKEN: REDACTED,
      password: REDACTED,
      message: REDACTED,
      prompt: REDACTED,
      email: REDACTED,
      nested: { headers: { Authorization: REDACTED }, content: REDACTED },
      status: 200,
      path: "/api/contact",
    });
    expect(["route", "method", "durationMs", "bytes", "reqId"].some(isRedactedKey)).toBe(false);
  });

  it("scrubs configured secret values and token-shaped text from any string, and clips it", () => {
    expect(scrubString(`failed with sk-live-abcdef123456 and admin-token-0123456789abcdef`, secrets)).toBe(
      `failed with ${REDACTED} and ${REDACTED}`,
    );
    expect(scrubString("header Bearer abc.def-123 sent", [])).toBe(`header Bearer ${REDACTED} sent`);
    expect(scrubString("key sk-proj-AbCdEf123456 and re_AbCdEf123456", [])).toBe(`key ${REDACTED} and ${REDACTED}`);
    expect(scrubString("x".repeat(50), [], 10)).toBe(`${"x".repeat(10)}…`);
  });
});

describe("formatLine", () => {
  it("writes one JSON object: time, level, msg, reqId, then the redacted fields and the error", () => {
    const error = new Error("boom with sk-live-abcdef123456");
    const line = formatLine("warn", "[ai] failed", [{ route: "/", body: "secret words" }, error], {
      format: "json",
      secrets,
      reqId: "req-1",
      time,
    });
    expect(line).not.toContain("\n");
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(Object.keys(parsed).slice(0, 4)).toEqual(["time", "level", "msg", "reqId"]);
    expect(parsed).toMatchObject({
      time: "2026-01-02T03:04:05.678Z",
      level: "warn",
      msg: "[ai] failed",
      reqId: "req-1",
      route: "/",
      body: REDACTED,
      err: { name: "Error", message: `boom with ${REDACTED}` },
    });
    expect(line).not.toContain("sk-live");
    expect(line).not.toContain("secret words");
  });

  it("cannot be made to overwrite the reserved keys by a field", () => {
    const parsed = JSON.parse(
      formatLine("info", "m", [{ level: "error", reqId: "forged", msg: "x" }], { format: "json", secrets, reqId: "r", time }),
    );
    expect(parsed).toMatchObject({ level: "info", reqId: "r", msg: "m" });
  });

  it("has a readable mode for a terminal (LOG_FORMAT=pretty)", () => {
    const line = formatLine("info", "request", [{ status: 200, path: "/" }], { format: "pretty", secrets, reqId: "abc", time });
    expect(line).toBe("03:04:05.678 INFO  [abc] request status=200 path=/");
  });
});

describe("request ids", () => {
  it("keeps a plain incoming id and replaces anything else with a random UUID", () => {
    expect(requestIdFrom("trace-1.2_x")).toBe("trace-1.2_x");
    for (const bad of [undefined, "", "a b", "x".repeat(65), "id\nforged", '"quoted"', ["a", "b"]]) {
      const id = requestIdFrom(bad);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(REQUEST_ID_PATTERN.test(id)).toBe(true);
    }
  });

  it("is seen by code deep inside the request, across awaits, and not outside it", async () => {
    const seen = await runWithRequest({ reqId: "r-1" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequest()?.reqId;
    });
    expect(seen).toBe("r-1");
    expect(currentRequest()).toBeUndefined();
  });
});
