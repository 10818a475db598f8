/**
 * The writable home: who may write where, the quota, each file command's options and errors,
 * and the home kept across engines (the browser's storage with JavaScript, the saved session without).
 */
import { describe, expect, test } from "vitest";
import { HOME_STORAGE_KEY } from "~/terminal/catalog";
import { createEngine } from "~/terminal/engine";
import { HOME_QUOTA, WritableHome } from "~/terminal/engine/home";
import { message } from "~/terminal/engine/messages";
import type { SavedSession } from "~/terminal/engine/types";
import { Vfs } from "~/terminal/engine/vfs";
import { flushMicrotasks, makeHarness, MemoryStorage, plainDeps, rootHarness, type Harness } from "./fake-deps";

const t = (key: Parameters<typeof message>[1], params?: Record<string, string | number>) => message("en", key, params);
const cannot = (cmd: string, action: Parameters<typeof message>[1], path: string, reason: Parameters<typeof message>[1]) =>
  t("fsCannot", { cmd, action: t(action), path, reason: t(reason) });

async function run(h: Harness, lines: string[]): Promise<string[]> {
  for (const line of lines.slice(0, -1)) await h.run(line);
  const before = h.engine.snapshot().lines.length;
  await h.run(lines.at(-1)!);
  return h.engine
    .snapshot()
    .lines.slice(before + 1)
    .map((l) => l.text);
}

describe("file commands", () => {
  test.each<[string, string[], string[]]>([
    ["touch creates", ["touch a", "ls"], []],
    ["touch in a system tree", ["touch /etc/x"], [cannot("touch", "fsActTouch", "/etc/x", "fsErrReadOnly")]],
    ["touch outside home", ["touch /x"], [cannot("touch", "fsActTouch", "/x", "fsErrDenied")]],
    ["touch in /tmp", ["touch /tmp/x", "cat /tmp/x"], []],
    ["touch with no parent", ["touch no/x"], [cannot("touch", "fsActTouch", "no/x", "fsErrNotFound")]],
    ["touch without operand", ["touch"], [t("fsMissingOperand", { cmd: "touch" })]],
    ["mkdir without parent", ["mkdir a/b"], [cannot("mkdir", "fsActMkdir", "a/b", "fsErrNotFound")]],
    ["mkdir -p", ["mkdir -p a/b/c", "cd a/b/c", "pwd"], ["/home/guest/a/b/c"]],
    ["mkdir twice", ["mkdir a", "mkdir a"], [cannot("mkdir", "fsActMkdir", "a", "fsErrExists")]],
    ["mkdir -p twice is fine", ["mkdir a", "mkdir -p a"], []],
    ["mkdir bad option", ["mkdir -z a"], [t("fsInvalidOption", { cmd: "mkdir", option: "z" })]],
    ["rm a directory", ["mkdir a", "rm a"], [cannot("rm", "fsActRemove", "a", "fsErrIsDir")]],
    ["rm -r", ["mkdir -p a/b", "touch a/b/f", "rm -r a", "ls a"], [t("lsNoSuchFile", { path: "a" })]],
    ["rm missing", ["rm nope"], [cannot("rm", "fsActRemove", "nope", "fsErrNotFound")]],
    ["rm -f missing", ["rm -f nope"], []],
    ["rm -rf /", ["rm -rf /"], [cannot("rm", "fsActRemove", "/", "fsErrDenied")]],
    ["rm in a system tree", ["rm /etc/motd"], [cannot("rm", "fsActRemove", "/etc/motd", "fsErrReadOnly")]],
    ["rmdir non-empty", ["mkdir a", "touch a/f", "rmdir a"], [cannot("rmdir", "fsActRmdir", "a", "fsErrNotEmpty")]],
    ["rmdir a file", ["touch f", "rmdir f"], [cannot("rmdir", "fsActRmdir", "f", "fsErrNotDir")]],
    ["rmdir empty", ["mkdir a", "rmdir a", "cd a"], [t("noSuchFile", { cmd: "cd", path: "a" })]],
    ["cp a file", ["echo hi > x", "cp x y", "cat y"], ["hi"]],
    ["cp into a directory", ["echo hi > x", "mkdir d", "cp x d", "cat d/x"], ["hi"]],
    ["cp no operand", ["cp"], [t("fsMissingOperand", { cmd: "cp" })]],
    ["cp no destination", ["cp x"], [t("fsMissingDestination", { cmd: "cp", path: "x" })]],
    ["cp missing source", ["cp nope y"], [cannot("cp", "fsActStat", "nope", "fsErrNotFound")]],
    ["cp a directory without -r", ["mkdir d", "cp d e"], [t("fsOmitDirectory", { path: "d" })]],
    ["cp -r", ["mkdir d", "echo hi > d/x", "cp -r d e", "cat e/x"], ["hi"]],
    [
      "cp -r into itself",
      ["mkdir d", "cp -r d d/e"],
      [t("fsIntoItself", { cmd: "cp", verb: "copy", path: "d", target: "/home/guest/d/e" })],
    ],
    ["cp an owner file to /tmp", ["cp /etc/motd /tmp/m", "cat /tmp/m | cat"], []],
    ["mv renames", ["echo hi > x", "mv x y", "cat y", "cat x"], [t("noSuchFile", { cmd: "cat", path: "x" })]],
    ["mv out of a system tree", ["mv /etc/motd /tmp/m"], [cannot("mv", "fsActMove", "/etc/motd", "fsErrReadOnly")]],
  ])("%s", async (name, lines, expected) => {
    const h = await makeHarness();
    const out = await run(h, lines);
    if (name === "touch creates") expect(h.last()[0]?.split("  ")).toContain("a");
    else if (name === "cp an owner file to /tmp") {
      await h.run("cat /etc/motd");
      const motd = h.last();
      await h.run("cat /tmp/m");
      expect(h.last()).toEqual(motd);
    } else if (name === "touch in /tmp") expect(out).toEqual([]);
    else expect(out).toEqual(expected);
  });

  test("root writes outside the home, never in a system tree", async () => {
    const h = await rootHarness();
    expect(await run(h, ["echo hi > /x", "cat /x"])).toEqual(["hi"]);
    expect(await run(h, ["touch /etc/x"])).toEqual([cannot("touch", "fsActTouch", "/etc/x", "fsErrReadOnly")]);
  });

  test("the owner's files change for this visitor only", async () => {
    const h = await makeHarness();
    await h.run("ls -a");
    const listing = h.last();
    await h.run("rm -f ~/todo.md");
    await h.run("ls -a");
    expect(h.last()).not.toEqual(listing);
    const other = await makeHarness();
    await other.run("ls -a");
    expect(other.last()).toEqual(listing);
  });
});

describe("in French", () => {
  test.each<[string, string]>([
    ["touch /etc/x", "touch\u00a0: impossible de faire un touch '/etc/x'\u00a0: Système de fichiers accessible en lecture seulement"],
    ["mkdir a/b", "mkdir\u00a0: impossible de créer le répertoire 'a/b'\u00a0: Aucun fichier ou dossier de ce type"],
    ["echo x > /x", "bash\u00a0: /x\u00a0: Permission non accordée"],
    ["rm", "rm\u00a0: opérande manquant"],
  ])("%s", async (line, expected) => {
    const h = await makeHarness({ language: "fr" });
    await h.run(line);
    expect(h.last()).toEqual([expected]);
  });
});

describe("quota", () => {
  test("bytes: a write beyond 64 KB is refused, No space left on device", async () => {
    const h = await makeHarness();
    const big = "x".repeat(HOME_QUOTA.bytes / 2);
    expect(await run(h, [`echo ${big} > a`])).toEqual([]);
    expect(await run(h, [`echo ${big} > b`])).toEqual([t("fsPlain", { cmd: "bash", path: "b", reason: t("fsErrQuota") })]);
    // The refused write left what was there: an empty b (created before the command ran).
    expect(await run(h, ["rm a", `echo ${big} > b`, "df"])).toHaveLength(2);
  });

  test("bytes are counted as stored: escaped characters weigh what the saved session keeps", async () => {
    const h = await makeHarness();
    // Each control character is six bytes in JSON: 12,000 of them (72 KB stored) do not fit.
    const wide = "\u0001".repeat(12_000);
    expect(await run(h, [`echo '${wide}' > w`])).toEqual([t("fsPlain", { cmd: "bash", path: "w", reason: t("fsErrQuota") })]);
    const saved = JSON.stringify(h.engine.save()?.home ?? {});
    expect(saved.length).toBeLessThan(HOME_QUOTA.bytes);
  });

  test("the usage kept write by write is what the stored entries weigh (appends and surrogate pairs joined by one included)", () => {
    const vfs = new Vfs({ "/home/guest": { type: "dir" } });
    const home = new WritableHome(vfs, (content) => (typeof content === "string" ? content : (content.en ?? "")));
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    const stored = () => {
      const data = home.data();
      if (!data) return 0;
      const files = Object.entries(data.files).reduce((n, [path, text]) => n + bytes(path) + bytes(JSON.stringify(text)) - 2, 0);
      return files + data.dirs.reduce((n, path) => n + bytes(path), 0);
    };
    const steps: Array<() => unknown> = [
      () => home.mkdir("/home/guest/a", "guest"),
      () => home.writeFile("/home/guest/a/f", "x\u0001é", "guest"),
      () => home.writeFile("/home/guest/a/f", "\ud83d", "guest", true),
      () => home.writeFile("/home/guest/a/f", "\ude00 and more", "guest", true),
      () => home.writeFile("/home/guest/g", '"quoted"\n', "guest"),
      () => home.writeFile("/home/guest/g", "shorter", "guest"),
      () => home.remove("/home/guest/a", "guest"),
      () => home.writeFile("/home/guest/g", "", "guest", true),
    ];
    for (const step of steps) {
      expect(step()).toEqual({ ok: true });
      expect(home.usage().bytes).toBe(stored());
    }
    expect(home.read("/home/guest/g")).toBe("shorter");
  });

  test("entries: the 201st is refused", async () => {
    const h = await makeHarness();
    const names = Array.from({ length: HOME_QUOTA.entries + 1 }, (_, i) => `f${i}`);
    expect(await run(h, [`touch ${names.join(" ")}`])).toEqual([cannot("touch", "fsActTouch", names.at(-1)!, "fsErrQuota")]);
  });

  test("df and du show it", async () => {
    const h = await makeHarness();
    const before = await run(h, ["df"]);
    const text = "y".repeat(3000);
    const after = await run(h, [`echo ${text} > a`, "df"]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]).toMatch(/^visitor-home\s+64\s+3\s+61\s+5% \/home\/guest$/);
    expect(await run(h, ["df -h"])).toEqual([expect.stringContaining("Size"), expect.stringMatching(/64K\s+3.0K\s+61K/)]);
    expect(await run(h, ["df -i"])).toEqual([expect.stringContaining("Inodes"), expect.stringMatching(/200\s+1\s+199/)]);
    expect(await run(h, ["mkdir d", "echo hi > d/x", "du -s d"])).toEqual(["1\td"]);
    expect(await run(h, ["du -sh a"])).toEqual(["3.0K\ta"]);
  });
});

describe("the home is kept", () => {
  test("with JavaScript: in the browser's storage, restored by the next engine", async () => {
    const storage = new MemoryStorage();
    const h = await makeHarness({ storage });
    await h.run("mkdir -p notes/old");
    await h.run("echo kept > notes/a.txt");
    await h.run("rm -f ~/todo.md");
    expect(JSON.parse(storage.getItem(HOME_STORAGE_KEY)!)).toMatchObject({ v: 1, dirs: expect.arrayContaining(["/home/guest/notes"]) });
    const next = await makeHarness({ storage });
    expect(await run(next, ["cat notes/a.txt"])).toEqual(["kept"]);
    expect(await run(next, ["ls -d notes/old; cd notes/old && pwd"])).toContain("/home/guest/notes/old");
    expect(await run(next, ["cat todo.md"])).toEqual([t("noSuchFile", { cmd: "cat", path: "todo.md" })]);
  });

  test.each(["{not json", '"a string"', '{"v":1,"files":{"/home/guest/x":42},"dirs":"no","removed":[1]}', "[]"])(
    "a corrupted stored home (%s) is ignored",
    async (raw) => {
      const storage = new MemoryStorage();
      storage.setItem(HOME_STORAGE_KEY, raw);
      const h = await makeHarness({ storage });
      expect(await run(h, ["echo ok > y", "cat y"])).toEqual(["ok"]);
    },
  );

  test("without JavaScript: in the saved session, not in storage", async () => {
    const deps = plainDeps({ scriptless: true });
    const h = await makeHarness();
    const first = createEngine(deps, h.engine.save() as SavedSession);
    void first.submit("echo kept > a.txt");
    await flushMicrotasks();
    const saved = JSON.parse(JSON.stringify(first.save())) as SavedSession;
    expect(saved.home?.files).toEqual({ "/home/guest/a.txt": "kept\n" });
    expect(deps.storage.getItem(HOME_STORAGE_KEY)).toBeNull();
    const second = createEngine(plainDeps({ scriptless: true }), saved);
    void second.submit("cat a.txt");
    await flushMicrotasks();
    expect(second.snapshot().lines.at(-1)?.text).toBe("kept");
  });
});
