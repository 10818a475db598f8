/** Small helpers the API integration tests share: JSON calls and a read-only view of the DB file. */
import Database from "better-sqlite3";
import { expect } from "vitest";

export interface JsonAnswer {
  status: number;
  contentType: string;
  body: Record<string, unknown>;
  headers: Headers;
}

export async function call(url: string, init: RequestInit & { json?: unknown; key?: string } = {}): Promise<JsonAnswer> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  if (init.key !== undefined) headers.set("Authorization", `Bearer ${init.key}`);
  const res = await fetch(url, { ...init, method: init.method ?? "POST", headers, body });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`Not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", body: parsed, headers: res.headers };
}

/** Asserts the shared error shape: JSON, { success: false, message }, the expected 4xx. */
export function expectJsonError(answer: JsonAnswer, status: number, message?: string | RegExp): void {
  expect(answer.contentType).toContain("application/json");
  expect(answer.status).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(typeof answer.body.message).toBe("string");
  if (typeof message === "string") expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
}

/** Counts rows of a table in the running app's SQLite file (read-only handle). */
export function readDb<T>(file: string, run: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

export const count = (file: string, table: string, where = "1=1", ...params: unknown[]): number =>
  readDb(file, (db) => (db.prepare(`select count(*) as n from ${table} where ${where}`).get(...params) as { n: number }).n);
