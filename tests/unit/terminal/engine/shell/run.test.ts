/**
 * The shell running command lines in the engine: lists and exit statuses, pipelines, each
 * redirection, expansion, history expansion, aliases, and the routing that still sends free text
 * to the assistant. Expectations are built from the engine's own messages and the files the tests write.
 */
import { describe, expect, test } from "vitest";
import { message } from "~/terminal/engine/messages";
import { HOMES } from "~/terminal/engine/vfs";
import { flushMicrotasks, makeHarness, type Harness } from "../fake-deps";

const t = (key: Parameters<typeof message>[1], params?: Record<string, string | number>) => message("en", key, params);
const notFound = (cmd: string, path: string) => t("noSuchFile", { cmd, path });

/** Runs each line in turn; returns what the last one printed (its echo excluded). */
async function output(lines: string[]): Promise<{ h: Harness; out: string[] }> {
  const h = await makeHarness();
  for (const line of lines.slice(0, -1)) await h.run(line);
  const before = h.engine.snapshot().lines.length;
  await h.run(lines.at(-1)!);
  return {
    h,
    out: h.engine
      .snapshot()
      .lines.slice(before + 1)
      .map((l) => l.text),
  };
}

describe("lists, statuses and pipelines", () => {
  test.each<[string, string[], string[]]>([
    ["; runs both", ["echo a; echo b"], ["a", "b"]],
    ["&& after success", ["echo a && echo b"], ["a", "b"]],
    ["&& after failure", ["cat nofile && echo b"], [notFound("cat", "nofile")]],
    ["|| after failure", ["cat nofile || echo b"], [notFound("cat", "nofile"), "b"]],
    ["|| after success", ["echo a || echo b"], ["a"]],
    ["$? of a success", ["echo a; echo $?"], ["a", "0"]],
    ["$? of an error line", ["cat nofile; echo $?"], [notFound("cat", "nofile"), "1"]],
    ["$? of an unknown command in a line", ["echo a | nosuch; echo $?"], [t("commandNotFound", { cmd: "nosuch" }), "127"]],
    ["$? of a syntax error", ["echo a |", "echo $?"], ["2"]],
    ["a pipe feeds stdin", ["echo hi | cat"], ["hi"]],
    ["> /dev/null drops the output", ["echo hi > /dev/null; echo $?"], ["0"]],
    ["2> /dev/null drops the errors, not the status", ["cat nofile 2> /dev/null || echo missing"], ["missing"]],
    ["/dev/null before a pipe gives the next stage nothing", ["echo hi > /dev/null | wc -l"], ["0"]],
    ["< /dev/null is empty input", ["wc -l < /dev/null"], ["0"]],
    ["three stages", ["echo hi | cat | cat"], ["hi"]],
    ["stderr of a middle stage reaches the screen", ["cat nofile | cat"], [notFound("cat", "nofile")]],
    ["2>&1 sends it down the pipe", ["cat nofile 2>&1 | cat"], [notFound("cat", "nofile")]],
    ["a game refuses a pipe", ["echo x | snake"], [t("shellNotInPipe", { cmd: "snake" })]],
  ])("%s", async (_name, lines, expected) => {
    const { out } = await output(lines);
    expect(out).toEqual(expected);
  });

  test("a synchronous pipeline renders once", async () => {
    const h = await makeHarness();
    const before = h.snapshots.length;
    void h.engine.submit("echo a | cat; echo b && echo c");
    expect(h.snapshots.length).toBe(before + 1);
  });

  test("an async command in a pipeline is awaited; the line goes on after it", async () => {
    const h = await makeHarness();
    const plain = h.engine.submit("ping -c 2 localhost");
    await h.clock.runAll();
    await plain;
    const echoAt = h.engine.snapshot().lines.length;
    const pinged = h.texts().slice(h.texts().lastIndexOf(`${h.engine.snapshot().prompt} ping -c 2 localhost`) + 1);
    const piped = h.engine.submit("ping -c 2 localhost | cat; echo after");
    await flushMicrotasks();
    expect(h.engine.snapshot().mode).toBe("processing");
    await h.clock.runAll();
    await piped;
    expect(h.engine.snapshot().mode).toBe("normal");
    // Same lines through the pipe (the simulated round-trip times vary).
    const shape = (lines: string[]) => lines.map((line) => line.replace(/\d+\.\d+/g, "N"));
    expect(shape(h.texts().slice(echoAt + 1))).toEqual(shape([...pinged, "after"]));
  });

  test("the output of a piped ls is one name per line, the plain ls is unchanged", async () => {
    const h = await makeHarness();
    await h.run("ls -a");
    const plain = h.last()[0]!.split("  ");
    await h.run("ls -a | cat");
    expect(h.last(plain.length)).toEqual(plain.map((name) => name.replace(/\/$/, "")));
  });
});

describe("redirections", () => {
  test.each<[string, string[], string[]]>([
    ["> writes a file", ["echo hi > f.txt", "cat f.txt"], ["hi"]],
    [">> appends", ["echo a > f.txt", "echo b >> f.txt", "cat f.txt"], ["a", "b"]],
    ["> empties first", ["echo a > f.txt", "echo b > f.txt", "cat f.txt"], ["b"]],
    ["< reads a file", ["echo hi > f.txt", "cat < f.txt"], ["hi"]],
    ["< of a missing file", ["cat < nofile"], [t("fsPlain", { cmd: "bash", path: "nofile", reason: t("fsErrNotFound") })]],
    ["2> captures errors", ["cat nofile 2> err.txt", "cat err.txt"], [notFound("cat", "nofile")]],
    ["> f 2>&1 captures both", ["cat nofile > out.txt 2>&1", "cat out.txt"], [notFound("cat", "nofile")]],
    ["> into a read-only tree", ["echo x > /etc/x"], [t("fsPlain", { cmd: "bash", path: "/etc/x", reason: t("fsErrReadOnly") })]],
    ["> outside home", ["echo x > /x"], [t("fsPlain", { cmd: "bash", path: "/x", reason: t("fsErrDenied") })]],
    ["> into a directory", ["echo x > /tmp"], [t("fsPlain", { cmd: "bash", path: "/tmp", reason: t("fsErrIsDir") })]],
    ["ls -a > list.txt", ["mkdir d", "touch d/one d/.two", "ls -a d > list.txt", "cat list.txt"], [".", "..", ".two", "one"]],
    ["a redirected line prints nothing", ["echo hi > f.txt"], []],
  ])("%s", async (_name, lines, expected) => {
    const { out } = await output(lines);
    expect(out).toEqual(expected);
  });
});

describe("expansion", () => {
  test.each<[string, string[], string[]]>([
    ["$HOME", ["echo $HOME"], [HOMES.guest]],
    ["${USER}", ["echo ${USER}"], ["guest"]],
    ["single quotes keep $", ["echo '$HOME'"], ["$HOME"]],
    ["~", ["echo ~/x"], [`${HOMES.guest}/x`]],
    ["a glob", ["mkdir g", "touch g/a1 g/a2 g/b1", "echo g/a*"], ["g/a1 g/a2"]],
    ["a class", ["mkdir g", "touch g/a1 g/a2 g/b1", "echo g/[ab]1"], ["g/a1 g/b1"]],
    ["no match stays as typed", ["echo zz*"], ["zz*"]],
    ["a quoted glob stays", ["mkdir g", "touch g/a1", "echo 'g/a*'"], ["g/a*"]],
    ["syntax error", ["echo a |"], ["bash: syntax error near unexpected token `newline'"]],
    ["unclosed quote", ['echo "a'], ["bash: unexpected EOF while looking for matching `\"'"]],
  ])("%s", async (_name, lines, expected) => {
    const { out } = await output(lines);
    expect(out).toEqual(expected);
  });
});

describe("history expansion and aliases", () => {
  test("!! runs the last command, shown expanded; history keeps the expanded line (once: no duplicates)", async () => {
    const h = await makeHarness();
    await h.run("echo one");
    await h.run("!!");
    expect(h.last(3)).toEqual([`${h.engine.snapshot().prompt} !!`, "echo one", "one"]);
    await h.run("history");
    expect(h.last(2).map((l) => l.trim())).toEqual(["1  echo one", "2  history"]);
  });

  test.each<[string, string[], string[]]>([
    ["!n", ["echo one", "echo two", "!1"], ["echo one", "one"]],
    ["!-n", ["echo one", "echo two", "!-2"], ["echo one", "one"]],
    ["!! inside a line", ["echo one", "echo !! | cat"], ["echo echo one | cat", "echo one"]],
    ["out of range", ["!99"], ["bash: !99: event not found"]],
    ["inside single quotes it stays", ["echo one", "echo '!!'"], ["!!"]],
    ["ll is ls -la", ["ll"], []],
    ["a new alias", ["alias greet='echo hello'", "greet world"], ["hello world"]],
    ["alias lists", ["alias greet='echo hello'", "alias greet"], ["alias greet='echo hello'"]],
    ["unknown alias", ["alias nope"], [t("shellAliasNotFound", { name: "nope" })]],
    ["unalias", ["alias greet='echo hello'", "unalias greet", "greet"], [t("commandNotFound", { cmd: "greet" }), t("notFoundHint")]],
  ])("%s", async (name, lines, expected) => {
    const { h, out } = await output(lines);
    if (name === "ll is ls -la") {
      const ll = h.last()[0];
      await h.run("ls -la");
      expect(h.last()[0]).toBe(ll);
      return;
    }
    expect(out).toEqual(expected);
  });
});

describe("routing stays as it was", () => {
  test.each(["what's your stack?", "tell me about 'this' project", 'he said "hi', "wow!!"])("%s reaches the assistant", async (line) => {
    const h = await makeHarness();
    await h.run(line);
    expect(h.api.messages).toEqual([line]);
  });

  test("a single unknown word is not found, with the hint", async () => {
    const h = await makeHarness();
    await h.run("frobnicate");
    expect(h.last(2)).toEqual([t("commandNotFound", { cmd: "frobnicate" }), t("notFoundHint")]);
    expect(h.api.messages).toEqual([]);
  });

  test("cat with no file keeps its message", async () => {
    const h = await makeHarness();
    await h.run("cat");
    expect(h.last()).toEqual([t("catMissing")]);
  });
});
