/**
 * E-mail through Resend, only when RESEND_API_KEY, CONTACT_TO_EMAIL and
 * CONTACT_FROM_EMAIL are all set. The SDK never throws on API or network
 * errors (it returns { error }) and has no timeout of its own: we pass an
 * AbortSignal and an idempotency key so a retried send is never a duplicate.
 */
import type { Env } from "~/env.server";
import type { ServiceCounters } from "./metrics.server";

export const MAIL_TIMEOUT_MS = 10_000;

export function mailConfigured(env: Env): boolean {
  return Boolean(env.RESEND_API_KEY && env.CONTACT_TO_EMAIL && env.CONTACT_FROM_EMAIL);
}

export interface ContactEmail {
  id: number;
  name: string;
  email: string;
  message: string;
  fromConsole: boolean;
  lang: string;
  createdAt: Date;
}

export type SendResult = { ok: true; providerId: string } | { ok: false; error: string };

/** Same message, same key: Resend drops a second send (the id alone could repeat after a database reset). */
export const idempotencyKey = (m: Pick<ContactEmail, "id" | "createdAt">) => `contact-${m.id}-${m.createdAt.getTime()}`;

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

export async function sendContactEmail(
  m: ContactEmail,
  env: Env,
  metrics: ServiceCounters,
  timeoutMs = MAIL_TIMEOUT_MS,
): Promise<SendResult> {
  if (!mailConfigured(env)) return { ok: false, error: "e-mail delivery is not configured" };
  metrics.emailSends.inc();
  const result = await send(m, env, timeoutMs);
  if (!result.ok) metrics.emailFailures.inc();
  return result;
}

async function send(m: ContactEmail, env: Env, timeoutMs: number): Promise<SendResult> {
  // Loaded on the first send (ADR 062): a site without e-mail never pays for the SDK at start.
  const { Resend } = await import("resend");
  const resend = new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL.replace(/\/+$/, "") } : undefined);
  const text = [
    `From: ${m.name} <${m.email}>`,
    `Sent: ${m.createdAt.toISOString()} (${m.fromConsole ? "terminal" : "contact form"}, ${m.lang})`,
    `Message #${m.id}:`,
    "",
    m.message,
  ].join("\n");
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const { data, error } = await resend.emails.send(
      {
        from: env.CONTACT_FROM_EMAIL!,
        to: env.CONTACT_TO_EMAIL!,
        replyTo: m.email,
        subject: `Portfolio message from ${oneLine(m.name).slice(0, 100)}`,
        text,
      },
      { idempotencyKey: idempotencyKey(m), signal },
    );
    if (signal.aborted) return { ok: false, error: `timeout after ${timeoutMs} ms` };
    if (error || !data?.id) {
      const status = error?.statusCode ? `HTTP ${error.statusCode}: ` : "";
      return { ok: false, error: `${status}${error?.message ?? "no id in the answer"}` };
    }
    return { ok: true, providerId: data.id };
  } catch (error) {
    return { ok: false, error: signal.aborted ? `timeout after ${timeoutMs} ms` : error instanceof Error ? error.message : String(error) };
  }
}
