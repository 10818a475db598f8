/**
 * The one contact path behind both the page form's action and POST /api/contact:
 * validate, limit per IP, drop bots quietly (honeypot), store in SQLite before
 * anything else, then deliver by e-mail in the background (Resend, when
 * configured). The visitor gets success as soon as the message is stored.
 */
import { inLanguage, type Language } from "~/i18n/config";
import crypto from "node:crypto";
import { z } from "zod";
import { assertDatabaseFile, getDb } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { clientKey } from "~/utils/client-key.server";
import type { Env } from "~/env.server";
import { deliverContactMessage, type DeliveryCoordinator } from "./contact-delivery.server";
import { log } from "./log.server";
import { mailConfigured } from "./mail.server";
import { scaled, type Quotas } from "./quota.server";
import type { ServiceCounters } from "./metrics.server";
import type { WriteHealth } from "../../db/write-health";
import { checkVisitorText } from "~/utils/visitor-text";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;
/** Stored messages per IP per window (scaled by RATE_LIMIT_MULTIPLIER). */
export const CONTACT_RATE = { perIp: 5, windowMs: 10 * 60_000 } as const;

export const CONTACT_MESSAGES = {
  sent: "Message sent successfully.",
  /** Shown to the visitor as is: in their language. */
  tooMany: {
    en: "Too many messages sent from your address. Please wait a few minutes before sending another one.",
    fr: "Trop de messages envoyés depuis votre adresse. Patientez quelques minutes avant d'en envoyer un autre.",
  },
} as const;

export type ContactField = "name" | "email" | "message";
/** Stable codes the page translates; the API sends the English message. */
export type ContactErrorCode = "required" | "tooLong" | "invalidEmail" | "invalidText";

export interface ContactInput {
  name?: unknown;
  email?: unknown;
  message?: unknown;
  fromConsole?: unknown;
  /** Honeypot: humans never fill it. */
  website?: unknown;
}

export interface ContactContext {
  env: Env;
  ip: string;
  lang: Language;
  /** The process's quotas and delivery coordinator (the platform's). */
  platform: { quotas: Quotas; delivery: DeliveryCoordinator; metrics: ServiceCounters; writeHealth: WriteHealth };
}

export type ContactResult =
  | { ok: true; id: number | null }
  | {
      ok: false;
      status: 400 | 429;
      message: string;
      fieldErrors: Partial<Record<ContactField, ContactErrorCode>>;
    };

export const FIELD_MESSAGES: Record<ContactField, Record<ContactErrorCode, string>> = {
  name: {
    required: "Name is required.",
    tooLong: `Name must be at most ${CONTACT_LIMITS.name} characters.`,
    invalidEmail: "",
    invalidText: "Name contains invalid characters.",
  },
  email: {
    required: "Email is required.",
    tooLong: `Email must be at most ${CONTACT_LIMITS.email} characters.`,
    invalidEmail: "Please enter a valid email address.",
    invalidText: "Email contains invalid characters.",
  },
  message: {
    required: "Message is required.",
    tooLong: `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    invalidEmail: "",
    invalidText: "Message contains invalid characters.",
  },
};

/**
 * A field as stored (checkVisitorText): NFC, without control, zero-width or bidi characters (nothing reaches the
 * owner's terminal as an escape sequence), trimmed. A field with nothing that shows (NULs, U+200B, Hangul
 * fillers, braille blanks) is missing; a lone surrogate or a stack of combining marks past MAX_COMBINING_RUN is
 * refused, not repaired.
 */
const text = (max: number, multiline = false) =>
  z
    .unknown()
    .transform((v, ctx) => {
      if (typeof v !== "string") return "";
      const checked = checkVisitorText(v, { multiline });
      if (checked.ok) return checked.text;
      if (checked.problem === "empty") return "";
      ctx.addIssue({ code: "custom", message: "invalidText" });
      return z.NEVER;
    })
    .pipe(z.string().min(1, "required").max(max, "tooLong"));

const schema = z.object({
  name: text(CONTACT_LIMITS.name),
  email: text(CONTACT_LIMITS.email).pipe(z.email("invalidEmail")),
  message: text(CONTACT_LIMITS.message, true),
});

/** Field-level validation only (no storage): for inline errors. */
export function validateContact(input: ContactInput) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const fieldErrors: Partial<Record<ContactField, ContactErrorCode>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!fieldErrors[field]) fieldErrors[field] = (issue.message as ContactErrorCode) ?? "required";
  }
  return { ok: false as const, fieldErrors };
}

/** The English message of each field error (the API sends these; the page translates the codes). */
export function fieldErrorMessages(fieldErrors: Partial<Record<ContactField, ContactErrorCode>>): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const [field, code] of Object.entries(fieldErrors) as [ContactField, ContactErrorCode][]) out[field] = FIELD_MESSAGES[field][code];
  return out;
}

/** The sender's client key (IPv6 by /56), hashed and shortened: enough to tell senders apart, not to name an address. */
export const senderKeyOf = (ip: string) =>
  crypto
    .createHash("sha256")
    .update(`contact-sender:${clientKey(ip)}`)
    .digest("base64url")
    .slice(0, 16);

export async function submitContact(input: ContactInput, ctx: ContactContext): Promise<ContactResult> {
  const checked = validateContact(input);
  if (!checked.ok) {
    const first = Object.entries(checked.fieldErrors)[0] as [ContactField, ContactErrorCode];
    return { ok: false, status: 400, message: FIELD_MESSAGES[first[0]][first[1]], fieldErrors: checked.fieldErrors };
  }
  const quota = ctx.platform.quotas.named("contact", scaled(CONTACT_RATE.perIp, ctx.env.RATE_LIMIT_MULTIPLIER), CONTACT_RATE.windowMs);
  if (!quota.take(ctx.ip || "unknown"))
    return { ok: false, status: 429, message: inLanguage(CONTACT_MESSAGES.tooMany, ctx.lang), fieldErrors: {} };

  // A bot filled the honeypot: answer like a success, store nothing.
  if (typeof input.website === "string" && input.website.trim() !== "") return { ok: true, id: null };

  const deliver = mailConfigured(ctx.env);
  const db = getDb();
  const row = db.transaction((tx) =>
    tx
      .insert(contactMessages)
      .values({
        ...checked.value,
        fromConsole: input.fromConsole === true,
        lang: ctx.lang,
        deliveryStatus: deliver ? "pending" : "disabled",
        senderKey: senderKeyOf(ctx.ip),
      })
      .returning({ id: contactMessages.id })
      .get(),
  );
  // Only a message in the file the server opened is stored: a deleted or replaced file is a 503.
  assertDatabaseFile(db.$client);
  // Stored: the visitor's part is done. Delivery runs on its own (and is retried by the background loop).
  if (deliver) {
    void deliverContactMessage(row.id, ctx.env, {
      coordinator: ctx.platform.delivery,
      metrics: ctx.platform.metrics,
      writeHealth: ctx.platform.writeHealth,
    }).catch((error: unknown) => log(ctx.env, "error", `[contact] delivery of #${row.id} crashed`, error));
  }
  return { ok: true, id: row.id };
}
