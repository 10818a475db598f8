import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { idempotencyKey, mailConfigured, sendContactEmail } from "~/services/mail.server";
import { createMetrics } from "~/services/metrics.server";

const metrics = createMetrics();
import { startFakeResend, type FakeResend } from "../../fakes/resend";

let resend: FakeResend;
beforeAll(async () => {
  resend = await startFakeResend("ok");
});
afterAll(async () => {
  resend.releaseHeld();
  await resend?.close();
});

const env = () =>
  parseEnv({
    LOG_LEVEL: "silent",
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: `${resend.url}/`,
    CONTACT_TO_EMAIL: "owner@example.com",
    CONTACT_FROM_EMAIL: "portfolio@example.com",
  });
const message = {
  id: 7,
  name: "Ada\r\nBcc: x@y.z",
  email: "ada@example.com",
  message: "hi",
  fromConsole: false,
  lang: "en",
  createdAt: new Date(1_700_000_000_000),
};

describe("Resend delivery", () => {
  it("is configured only with key, recipient and sender", () => {
    expect(mailConfigured(env())).toBe(true);
    expect(mailConfigured(parseEnv({ RESEND_API_KEY: "re_x", CONTACT_TO_EMAIL: "a@b.co" }))).toBe(false);
    expect(mailConfigured(parseEnv({}))).toBe(false);
  });

  it("sends with reply-to, a one-line subject and the idempotency key", async () => {
    const result = await sendContactEmail(message, env(), metrics);
    expect(result).toEqual({ ok: true, providerId: expect.stringMatching(/^fake-email-/) });
    const req = resend.requests.at(-1)!;
    expect(req.headers["idempotency-key"]).toBe(idempotencyKey(message));
    expect(idempotencyKey(message)).toBe("contact-7-1700000000000");
    expect(req.body).toMatchObject({ reply_to: "ada@example.com", subject: "Portfolio message from Ada Bcc: x@y.z" });
  });

  it("reports a provider error without throwing", async () => {
    resend.mode = "500";
    const result = await sendContactEmail(message, env(), metrics);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain("HTTP 500");
  });

  it("gives up after its timeout when the provider hangs", async () => {
    resend.mode = "timeout";
    const started = Date.now();
    const result = await sendContactEmail(message, env(), metrics, 300);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toEqual({ ok: false, error: "timeout after 300 ms" });
  });
});
