import { describe, expect, test } from "vitest";
import { HISTORY_STORAGE_KEY } from "~/terminal/engine";
import { CommandHistory } from "~/terminal/engine/history";
import { makeHarness, MemoryStorage } from "./fake-deps";

describe("command history", () => {
  test("caps at 100, drops consecutive duplicates, persists as JSON", () => {
    const storage = new MemoryStorage();
    const history = new CommandHistory(storage);
    history.add("ls");
    history.add("ls");
    history.add("pwd");
    history.add("ls");
    expect(history.list()).toEqual(["ls", "pwd", "ls"]);
    for (let i = 0; i < 150; i++) history.add(`echo ${i}`);
    expect(history.list()).toHaveLength(100);
    expect(history.list()[0]).toBe("echo 50");
    expect(JSON.parse(storage.getItem(HISTORY_STORAGE_KEY) ?? "[]")).toEqual(history.list());
    expect(new CommandHistory(storage).list()).toEqual(history.list());
  });

  test("ignores corrupt storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(HISTORY_STORAGE_KEY, "{not json");
    expect(new CommandHistory(storage).list()).toEqual([]);
    storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(["a", 3, "b"]));
    expect(new CommandHistory(storage).list()).toEqual(["a", "b"]);
  });

  test("arrow up/down navigation keeps the draft", () => {
    const history = new CommandHistory(new MemoryStorage());
    ["one", "two", "three"].forEach((c) => history.add(c));
    expect(history.up("dra")).toBe("three");
    expect(history.up("three")).toBe("two");
    expect(history.up("two")).toBe("one");
    expect(history.up("one")).toBe("one");
    expect(history.down()).toBe("two");
    expect(history.down()).toBe("three");
    expect(history.down()).toBe("dra");
    expect(history.down()).toBe("dra");
  });

  test("the engine records submitted input (not passwords) and the history command lists it", async () => {
    const h = await makeHarness();
    await h.run("pwd");
    await h.run("pwd");
    await h.run("sudo");
    await h.run("not the password");
    await h.run("history");
    expect(h.last(3)).toEqual(["  1  pwd", "  2  sudo", "  3  history"]);
    expect(h.engine.historyUp("")).toBe("history");
    expect(h.engine.historyUp("")).toBe("sudo");
    expect(h.engine.historyDown()).toBe("history");
    expect(JSON.parse(h.storage.getItem("commandHistory") ?? "[]")).toEqual(["pwd", "sudo", "history"]);
  });
});

describe("autocomplete", () => {
  test("first word only, sorted, at most 5", async () => {
    const h = await makeHarness();
    expect(h.engine.complete("c")).toEqual(["cat", "cd", "challenge", "clear", "contact"]);
    expect(h.engine.complete("c")).toHaveLength(5);
    expect(h.engine.complete("ba")).toEqual(["base64_decode", "base64_encode"]);
    expect(h.engine.complete("TH")).toEqual(["theme"]);
    expect(h.engine.complete("")).toEqual([]);
    expect(h.engine.complete("zzz")).toEqual([]);
  });

  test("arguments complete to paths, as in bash (dirs end with /, hidden only after a dot, cd to directories only)", async () => {
    const h = await makeHarness();
    expect(h.engine.complete("cat no")).toEqual(["cat notes.txt"]);
    expect(h.engine.complete("ls ")).toEqual(["ls README.txt", "ls about.txt", "ls notes.txt", "ls skills/", "ls todo.md"]);
    expect(h.engine.complete("ls -a .se")).toEqual(["ls -a .secrets/"]);
    expect(h.engine.complete("cat .secrets/a")).toEqual(["cat .secrets/api_token"]);
    expect(h.engine.complete("cat /opt/rec")).toEqual(["cat /opt/recovery-api/"]);
    expect(h.engine.complete("cd /e")).toEqual(["cd /etc/"]);
    expect(h.engine.complete("cd ~/no")).toEqual([]); // a file is no place to cd into
    expect(h.engine.complete("base64_encode -f no")).toEqual(["base64_encode -f notes.txt"]);
    expect(h.engine.complete("echo no")).toEqual(["echo notes.txt"]);
    expect(h.engine.complete("cat zz")).toEqual([]);
    expect(h.engine.complete("cat /nope/x")).toEqual([]);
  });

  test("protected paths never complete for a guest", async () => {
    const h = await makeHarness();
    expect(h.engine.complete("cat /etc/sh")).toEqual([]);
    expect(h.engine.complete("cd /home/r")).toEqual([]);
    expect(h.engine.complete("ls /home/root/")).toEqual([]);
  });

  test("Ctrl+L (clearScreen) clears the screen only", async () => {
    const h = await makeHarness();
    await h.run("pwd");
    h.engine.clearScreen();
    expect(h.engine.snapshot().lines).toEqual([]);
    expect(h.effects.at(-1)).toEqual({ type: "clear" });
    expect(h.api.cleared).toBe(0); // the AI conversation stays (unlike `clear`)
  });

  test("root-only commands complete only for root", async () => {
    const h = await makeHarness();
    expect(h.engine.complete("net")).toEqual([]);
    expect(h.engine.complete("cla")).toEqual([]);
  });
});
