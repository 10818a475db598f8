import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setDatabase } from "../../../../db/client";
import { parseEnv } from "~/env.server";
import { contactAction } from "~/sections/contact/action.server";
import { createPlatform } from "~/services/platform.server";
import { readPageForm } from "~/utils/page-form.server";
import { adoptTestContent } from "../../../helpers/content";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-action-"));
const env = parseEnv({ NODE_ENV: "test", DATABASE_PATH: path.join(dir, "t.sqlite"), LOG_LEVEL: "silent" });
const platform = createPlatform();

async function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(fields);
  const request = new Request("http://localhost/?index", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
  return contactAction(
    { request, context: { env, cspNonce: "", clientIp: "203.0.113.7", platform }, params: {} },
    await readPageForm(request),
  );
}

type Result = { data: Record<string, unknown>; init: { status?: number } | null };

describe("contact action", () => {
  beforeAll(() => {
    setDatabase(env.DATABASE_PATH);
    // The action reads the site's languages from the content (this file may run first in its worker).
    adoptTestContent();
  });
  afterAll(() => {
    closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores a valid message in the visitor's language", async () => {
    const result = (await post(
      { name: "Ada", email: "ada@example.com", message: "Bonjour" },
      { Cookie: "i18next=fr" },
    )) as unknown as Result;
    expect(result.data).toMatchObject({ ok: true });
    const row = setDatabase(env.DATABASE_PATH)
      .$client.prepare("SELECT name, email, message, lang FROM contact_messages WHERE id = ?")
      .get(result.data.id);
    expect(row).toEqual({ name: "Ada", email: "ada@example.com", message: "Bonjour", lang: "fr" });
  });

  it("answers 400 with field codes and the submitted values", async () => {
    const result = (await post({ name: "", email: "ada@example", message: "x" })) as unknown as Result;
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: { name: "required", email: "invalidEmail" },
      values: { name: "", email: "ada@example", message: "x" },
    });
  });

  it("answers success to a bot that fills the honeypot, and stores nothing", async () => {
    const db = setDatabase(env.DATABASE_PATH).$client;
    const before = (db.prepare("SELECT count(*) AS n FROM contact_messages").get() as { n: number }).n;
    const result = (await post({
      name: "Bot",
      email: "bot@example.com",
      message: "spam",
      website: "https://spam.example",
    })) as unknown as Result;
    expect(result.data).toMatchObject({ ok: true, id: null });
    expect((db.prepare("SELECT count(*) AS n FROM contact_messages").get() as { n: number }).n).toBe(before);
  });
});
