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

  test.each([
    ["nano", "Usage: nano <file>"],
    ["nano .secrets", "nano: .secrets: Is a directory"],
  ])("%s: %s", async (line, error) => {
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
