import { describe, expect, test } from "vitest";
import { countLines } from "~/terminal/engine/editor";
import { message } from "~/terminal/engine/messages";
import { makeHarness } from "./fake-deps";

const lastEffect = (h: Awaited<ReturnType<typeof makeHarness>>) => h.effects.at(-1);

describe("nano", () => {
  test("opens the editor on an existing file, locks the input until it closes", async () => {
    const h = await makeHarness();
    await h.run("cat notes.txt");
    const text = h.engine.snapshot().lines.slice(-1)[0].text;
    await h.run("nano notes.txt");
    const effect = lastEffect(h);
    expect(effect).toMatchObject({ type: "openEditor", path: "/home/guest/notes.txt", name: "notes.txt", isNew: false });
    expect(effect?.type === "openEditor" && effect.content.endsWith(text)).toBe(true);
    expect(h.engine.snapshot().mode).toBe("overlay");
    h.engine.editorClosed(null);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("a missing file opens empty, as a new file", async () => {
    const h = await makeHarness();
    await h.run("nano fresh.txt");
    expect(lastEffect(h)).toMatchObject({ type: "openEditor", path: "/home/guest/fresh.txt", content: "", isNew: true });
  });

  test("saving writes through the shell: before the writable home, its error is printed", async () => {
    const h = await makeHarness();
    await h.run("nano fresh.txt");
    h.engine.editorClosed("one\ntwo\n");
    expect(h.engine.snapshot().mode).toBe("normal");
    const line = h.last()[0];
    const wrote = message("en", "editorWrote", { count: 2, path: "fresh.txt" });
    const failed = message("en", "editorWriteFailed", { path: "fresh.txt", reason: message("en", "fsErrReadOnly") });
    expect([wrote, failed]).toContain(line);
  });

  test("editorClosed outside the editor does nothing", async () => {
    const h = await makeHarness();
    const before = h.engine.snapshot().lines.length;
    h.engine.editorClosed("x");
    expect(h.engine.snapshot().lines.length).toBe(before);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test.each([["nano .secrets", "nano: .secrets: Is a directory"]])("%s: %s", async (line, error) => {
    const h = await makeHarness();
    await h.run(line);
    expect(h.last()[0]).toBe(error);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("a protected file is refused", async () => {
    const h = await makeHarness();
    await h.run("nano /etc/shadow");
    expect(h.last()[0]).toBe(message("en", "permissionDenied", { cmd: "nano", path: "/etc/shadow" }));
  });

  test("vi and vim wink, then open the same editor", async () => {
    for (const cmd of ["vi", "vim"]) {
      const h = await makeHarness();
      await h.run(`${cmd} x.txt`);
      expect(h.last()[0]).toBe(message("en", "editorWink", { cmd }));
      expect(lastEffect(h)).toMatchObject({ type: "openEditor", name: "x.txt" });
    }
  });

  test("lines are counted as an editor counts them", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("a")).toBe(1);
    expect(countLines("a\n")).toBe(1);
    expect(countLines("a\nb")).toBe(2);
  });
});

describe("an unnamed buffer (nano, vi or vim alone), as the real ones open", () => {
  test.each([
    ["nano", "nano"],
    ["vi", "vi"],
    ["vim", "vi"],
  ])("%s opens an empty buffer with no name", async (line, flavor) => {
    const h = await makeHarness();
    await h.run(line);
    expect(lastEffect(h)).toEqual({ type: "openEditor", path: "", name: "", content: "", isNew: true, flavor });
    expect(h.engine.snapshot().mode).toBe("overlay");
  });

  test("saved under the name the visitor gave, relative to the working directory", async () => {
    const h = await makeHarness();
    await h.run("nano");
    h.engine.editorClosed("hello\nworld\n", "memo.txt");
    expect(h.last()).toEqual([message("en", "editorWrote", { count: 2, path: "memo.txt" })]);
    await h.run("cat ~/memo.txt");
    expect(h.last(2)).toEqual(["hello", "world"]);
  });

  test("no name: nothing written, and it says so; left without saving: nothing at all", async () => {
    const h = await makeHarness();
    await h.run("vi");
    h.engine.editorClosed("text", " ");
    expect(h.last()).toEqual(["[ No file name: nothing was written ]"]);
    expect(h.engine.snapshot().mode).toBe("normal");
    await h.run("nano");
    const before = h.texts().length;
    h.engine.editorClosed(null);
    expect(h.texts()).toHaveLength(before);
  });

  test("a name where the visitor may not write gets the write error", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("nano");
    h.engine.editorClosed("x", "/etc/motd");
    expect(h.last()).toEqual([message("fr", "editorWriteFailed", { path: "/etc/motd", reason: message("fr", "fsErrReadOnly") })]);
  });
});
