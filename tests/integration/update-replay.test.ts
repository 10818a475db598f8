/**
 * docs/updating.md replayed with git in a temporary folder: an "upstream" repository holding the
 * files a release changes under an owner (the sample content, the shipped locale tables), a fork
 * with its own content folder and locale files committed, a release touching both the sample and
 * the tables, merged into the fork by the guide's own commands: no conflict, the owner's files
 * unchanged, the release's changes in.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const guide = fs.readFileSync(path.join(ROOT, "docs", "updating.md"), "utf8");

/** The ```sh block after the marker naming this test: the commands the guide tells an owner to run. */
const replayedBlock = /<!-- replayed by tests\/integration\/update-replay\.test\.ts -->\n```sh\n([\s\S]*?)```/.exec(guide)?.[1] ?? "";
/** The commands git alone runs (npm's build and check are the rest of the suite's business). */
const gitCommands = replayedBlock
  .split("\n")
  .map((line) => line.replace(/\s+#.*$/, "").trim())
  .filter((line) => line.startsWith("git "));
const remoteAdd = /^git remote add upstream \S+/m.exec(guide)?.[0] ?? "";

let tmp: string;
let env: NodeJS.ProcessEnv;
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, env, encoding: "utf8" });
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
/** Every file under a folder, path -> content. */
const tree = (dir: string): Record<string, string> =>
  Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), fs.readFileSync(file, "utf8")];
      }),
  );
/** A locale table with one key added, the way a release adds a string. */
const addKey = (file: string, key: string, value: string) => {
  const table = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(file, `${JSON.stringify({ ...table, [key]: value }, null, 2)}\n`);
};

let upstream: string;
let fork: string;
let ownersFiles: Record<string, string>;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "update-replay-"));
  env = {
    ...process.env,
    HOME: tmp, // no user configuration of this machine
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_AUTHOR_NAME: "Replay",
    GIT_AUTHOR_EMAIL: "replay@example.com",
    GIT_COMMITTER_NAME: "Replay",
    GIT_COMMITTER_EMAIL: "replay@example.com",
  };

  // The project at v1.0.0: what a release may change under an owner.
  upstream = path.join(tmp, "upstream");
  for (const part of ["content", "app/i18n/locales", ".gitignore", "CHANGELOG.md"])
    fs.cpSync(path.join(ROOT, part), path.join(upstream, part), { recursive: true });
  git(tmp, "init", "-q", "-b", "main", upstream);
  git(upstream, "add", "-A");
  git(upstream, "commit", "-qm", "the project");
  git(upstream, "tag", "-a", "v1.0.0", "-m", "v1.0.0");

  // The owner's fork: their content folder with a third language's table, committed; .env beside.
  fork = path.join(tmp, "fork");
  git(tmp, "clone", "-q", upstream, fork);
  git(fork, "remote", "remove", "origin"); // a GitHub fork's origin is the owner's own repository
  fs.cpSync(path.join(fork, "content"), path.join(fork, "my-content"), { recursive: true });
  const profile = path.join(fork, "my-content", "profile.yaml");
  write(
    profile,
    fs
      .readFileSync(profile, "utf8")
      .replace(/^name: .*$/m, "name: Inês Lopes")
      .replace(/^handle: .*$/m, "handle: ines"),
  );
  write(path.join(fork, "my-content", "locales", "pt", "common.json"), `{ "skipToContent": "Saltar para o conteúdo" }\n`);
  write(path.join(fork, "my-content", "locales", "fr", "common.json"), `{ "skipToContent": "Aller au contenu principal" }\n`);
  git(fork, "add", "-A");
  git(fork, "commit", "-qm", "my content, in Portuguese too");
  write(path.join(fork, ".env"), "CONTENT_DIR=my-content\n");
  ownersFiles = tree(path.join(fork, "my-content"));

  // The next release changes the sample content and the shipped tables.
  const sample = path.join(upstream, "content", "profile.yaml");
  fs.writeFileSync(sample, fs.readFileSync(sample, "utf8").replace(/^name: .*$/m, "name: Clara Adler-Novak"));
  addKey(path.join(upstream, "app/i18n/locales/en/common.json"), "releaseNote", "New in 1.1");
  addKey(path.join(upstream, "app/i18n/locales/fr/common.json"), "releaseNote", "Nouveau en 1.1");
  git(upstream, "commit", "-qam", "a release: the sample and the tables change");
  git(upstream, "tag", "-a", "v1.1.0", "-m", "v1.1.0");
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("docs/updating.md: a fork merges a release", () => {
  it("the guide has the commands this test replays", () => {
    expect(remoteAdd).not.toBe("");
    expect(gitCommands.some((c) => c.startsWith("git merge"))).toBe(true);
    expect(gitCommands.some((c) => c.startsWith("git fetch upstream"))).toBe(true);
  });

  it("merges v1.1.0 with 0 conflicts, keeps the owner's content and locale files, brings the release's changes", () => {
    for (const command of [remoteAdd.replace(/\S+$/, JSON.stringify(upstream)), ...gitCommands]) {
      const run = spawnSync("sh", ["-ec", command], { cwd: fork, env, encoding: "utf8" });
      expect(run.status, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
      // The guide's check before merging: no project file edited by the owner, so nothing can conflict.
      if (command.startsWith("git diff")) expect(run.stdout).toBe("");
    }
    expect(git(fork, "diff", "--name-only", "--diff-filter=U")).toBe("");
    expect(git(fork, "status", "--porcelain", "--untracked-files=no")).toBe("");

    expect(tree(path.join(fork, "my-content"))).toEqual(ownersFiles);
    expect(fs.readFileSync(path.join(fork, ".env"), "utf8")).toBe("CONTENT_DIR=my-content\n");
    expect(fs.readFileSync(path.join(fork, "content", "profile.yaml"), "utf8")).toMatch(/^name: Clara Adler-Novak$/m);
    for (const lang of ["en", "fr"])
      expect(JSON.parse(fs.readFileSync(path.join(fork, `app/i18n/locales/${lang}/common.json`), "utf8"))).toHaveProperty("releaseNote");
    expect(git(fork, "describe", "--tags").trim()).toMatch(/^v1\.1\.0-\d+-g[0-9a-f]+$/);
    expect(git(fork, "log", "-1", "--format=%s")).toMatch(/^Merge tag 'v1\.1\.0'/);
  });

  it("checking the tag out instead (the old guide) would take the committed content folder out of the checkout", () => {
    const other = path.join(tmp, "checkout");
    git(tmp, "clone", "-q", fork, other);
    git(other, "fetch", "-q", "--tags", upstream);
    git(other, "checkout", "-q", "v1.1.0");
    expect(fs.existsSync(path.join(other, "my-content"))).toBe(false);
  });
});
