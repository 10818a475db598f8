/** `npm run content:check` as a real child process, and the app refusing to start on a broken content folder. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentSummary } from "../../app/content/validate.server";
import { startTestApp } from "../helpers/app";
import { brokenContent, rawTestContent, testContent, testContentDir, writeContentFolder } from "../helpers/content";

const ROOT = path.resolve(__dirname, "../..");

function runCheck(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/content-check.ts", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ENV_FILE: "none", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-content-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const broken = brokenContent();
const brokenDir = writeContentFolder(path.join(dir, "broken"), broken.raw);
const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;
const shown = (folder: string) => path.relative(ROOT, folder) || ".";

describe("npm run content:check", () => {
  it("prints the counts and exits 0 on the content the tests run with", async () => {
    const n = contentSummary(testContent());
    const result = await runCheck([testContentDir]);
    // An owner's folder may keep some of the sample's texts: warnings, which do not fail the check.
    expect({ ...result, stderr: result.stderr.replace(/^warning: .*\n|^\d+ fields? still reads? as the sample.*\n/gm, "") }).toEqual({
      code: 0,
      stdout: `Content OK (${shown(testContentDir)}): ${count(n.projects, "project")}, ${count(n.skills, "skill")}, ${count(n.files, "file")}\n`,
      stderr: "",
    });
  });

  it("warns, naming the file and field, about a sample text kept behind a non-breaking space, and still exits 0", async () => {
    const owner = rawTestContent(path.join(ROOT, "tests/fixtures/owner-content"));
    const sample = rawTestContent(path.join(ROOT, "content"));
    owner.profile.location = { ...owner.profile.location, fr: sample.profile.location.fr.replace(/ /g, "\u00a0") };
    const folder = writeContentFolder(path.join(dir, "leftover"), owner);
    const result = await runCheck([folder]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Content OK/);
    expect(result.stderr.split("\n")).toEqual([
      expect.stringMatching(/^warning: profile\.yaml: location\.fr: still the sample's text \("Lyon/),
      "1 field still reads as the sample persona's (warnings: the site runs; replace them with your own text).",
      "",
    ]);
  });

  it("does not warn about the sample folder itself", async () => {
    expect((await runCheck([path.join(ROOT, "content")])).stderr).toBe("");
  });

  it("prints each problem on its own line and exits 1 on a broken folder (argument or CONTENT_DIR)", async () => {
    const expected = [
      ...broken.problems,
      `6 problems in the content folder ${shown(brokenDir)}: fix them and run npm run content:check again.`,
      "",
    ].join("\n");
    expect(await runCheck([brokenDir])).toEqual({ code: 1, stdout: "", stderr: expected });
    expect(await runCheck([], { CONTENT_DIR: brokenDir })).toEqual({ code: 1, stdout: "", stderr: expected });
  });

  it("names the file, line and column of a YAML mistake, without a stack trace", async () => {
    const folder = writeContentFolder(path.join(dir, "syntax"), rawTestContent());
    fs.writeFileSync(path.join(folder, "skills.yaml"), "categories:\n  - id: backend\n    label: { en: Backend, fr: Backend\n");
    const result = await runCheck([folder]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^skills\.yaml:\d+:\d+: .+\n1 problem in the content folder /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("reports a missing file, a missing folder and a picture that is not there", async () => {
    const raw = rawTestContent();
    raw.profile.avatarUrl = "/media/nobody.png";
    const folder = writeContentFolder(path.join(dir, "partial"), { ...raw, assistant: undefined });
    fs.rmSync(path.join(folder, "assistant.yaml"), { force: true });
    const result = await runCheck([folder]);
    expect(result.stderr.split("\n").slice(0, 1)).toEqual(["assistant.yaml: is missing"]);
    fs.writeFileSync(path.join(folder, "assistant.yaml"), fs.readFileSync(path.join(testContentDir, "assistant.yaml")));
    const again = await runCheck([folder]);
    expect(again.stderr.split("\n")[0]).toBe("profile.yaml: avatarUrl: no file media/nobody.png in the content folder");
    const none = await runCheck([path.join(dir, "nowhere")]);
    expect(none.stderr.split("\n")[0]).toBe(`${path.join(dir, "nowhere")}: the content folder does not exist`);
  });
});

describe("start with a broken content folder", () => {
  it("refuses to start and lists the same problems, before opening the database", async () => {
    const databasePath = path.join(dir, "never.sqlite");
    const start = startTestApp({ CONTENT_DIR: brokenDir }, { databasePath, backgroundJobs: false });
    await expect(start).rejects.toThrow(`Invalid content in ${brokenDir}/:\n${broken.problems.map((p) => `  - ${p}`).join("\n")}`);
    expect(fs.existsSync(databasePath)).toBe(false);
  });
});
