import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/client";
import { listProjects, upsertProjectsFromContent } from "~/services/projects.server";
import { testContent } from "../../helpers/content";

const content = testContent();

const dirs: string[] = [];
const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-db-"));
  dirs.push(dir);
  return path.join(dir, "nested", "folder", "db.sqlite");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("database", () => {
  it("creates the folder, enables WAL, foreign keys and a busy timeout", () => {
    const file = tempFile();
    const db = openDatabase(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.$client.pragma("busy_timeout", { simple: true })).toBe(5000);
    db.$client.close();
  });

  it("applies migrations once: reopening changes nothing and keeps data", () => {
    const file = tempFile();
    const first = openDatabase(file);
    first.$client.prepare("insert into contact_messages (name, email, message) values ('a', 'a@b.co', 'hi')").run();
    const tables = first.$client.prepare("select name from sqlite_master where type = 'table' order by name").all();
    const applied = first.$client.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number };
    first.$client.close();

    const second = openDatabase(file);
    expect(second.$client.prepare("select name from sqlite_master where type = 'table' order by name").all()).toEqual(tables);
    expect(second.$client.prepare("select count(*) as n from __drizzle_migrations").get()).toEqual(applied);
    expect(second.$client.prepare("select count(*) as n from contact_messages").get()).toEqual({ n: 1 });
    second.$client.close();

    const raw = new Database(file, { readonly: true });
    const names = (tables as Array<{ name: string }>).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["visitors", "chat_messages", "contact_messages", "projects", "post_cache"]));
    raw.close();
  });

  it("mirrors the content module's projects (insert, update, delete) idempotently", () => {
    const db = openDatabase(tempFile());
    upsertProjectsFromContent(db, content.projects);
    upsertProjectsFromContent(db, content.projects);
    expect(listProjects(db).map((p) => p.id)).toEqual(content.projects.map((p) => p.id));

    const [first, ...rest] = content.projects;
    const renamed = { ...first, text: { ...first.text, en: { ...first.text.en, title: "Renamed" } } };
    upsertProjectsFromContent(db, [renamed, ...rest.slice(1)]);
    const after = listProjects(db);
    expect(after.map((p) => p.id)).toEqual([first.id, ...rest.slice(1).map((p) => p.id)]);
    expect(after[0].en.title).toBe("Renamed");
    expect(after[0].fr.title).toBe(first.text.fr.title);
    db.$client.close();
  });
});
