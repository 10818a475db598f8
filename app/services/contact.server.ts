/**
 * The one contact path behind both the page form's action and POST /api/contact:
 * validate, drop bots quietly (honeypot), store in SQLite before anything else.
 * (Delivery by e-mail and per-IP limits: the services issue builds on this.)
 */
import { z } from "zod";
import { getDb } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { Env } from "~/env.server";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type ContactField = "name" | "email" | "message";
/** Stable codes the page translates; the API sends the English message. */
export type ContactErrorCode = "required" | "tooLong" | "invalidEmail";

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
  lang: "en" | "fr";
}

export type ContactResult =
  | { ok: true; id: number | null }
  | {
      ok: false;
      status: 400 | 429;
      message: string;
      fieldErrors: Partial<Record<ContactField, ContactErrorCode>>;
    };

const FIELD_MESSAGES: Record<ContactField, Record<ContactErrorCode, string>> = {
  name: { required: "Name is required.", tooLong: `Name must be at most ${CONTACT_LIMITS.name} characters.`, invalidEmail: "" },
  email: {
    required: "Email is required.",
    tooLong: `Email must be at most ${CONTACT_LIMITS.email} characters.`,
    invalidEmail: "Please enter a valid email address.",
  },
  message: { required: "Message is required.", tooLong: `Message must be at most ${CONTACT_LIMITS.message} characters.`, invalidEmail: "" },
};

const text = (max: number) =>
  z
    .unknown()
    .transform((v) => (typeof v === "string" ? v.trim() : ""))
    .pipe(z.string().min(1, "required").max(max, "tooLong"));

const schema = z.object({
  name: text(CONTACT_LIMITS.name),
  email: text(CONTACT_LIMITS.email).pipe(z.email("invalidEmail")),
  message: text(CONTACT_LIMITS.message),
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

export async function submitContact(input: ContactInput, ctx: ContactContext): Promise<ContactResult> {
  const checked = validateContact(input);
  if (!checked.ok) {
    const first = Object.entries(checked.fieldErrors)[0] as [ContactField, ContactErrorCode];
    return { ok: false, status: 400, message: FIELD_MESSAGES[first[0]][first[1]], fieldErrors: checked.fieldErrors };
  }
  // A bot filled the honeypot: answer like a success, store nothing.
  if (typeof input.website === "string" && input.website.trim() !== "") return { ok: true, id: null };

  const row = getDb()
    .insert(contactMessages)
    .values({ ...checked.value, fromConsole: input.fromConsole === true, lang: ctx.lang, deliveryStatus: "pending" })
    .returning({ id: contactMessages.id })
    .get();
  return { ok: true, id: row.id };
}
