/** Leaving the editor (issue 36): nano asks before dropping unsaved text, vi refuses `:q` with unsaved changes. */
import { describe, expect, test } from "vitest";
import { answerKey, leaveAction, viCommand } from "~/terminal/ui/editor-keys";
import { makeT } from "./helpers";

describe("nano", () => {
  test("leaving with unsaved text asks, leaving with none closes", () => {
    expect(leaveAction(true)).toBe("ask");
    expect(leaveAction(false)).toBe("close");
  });

  test("Y (or the language's own letter) saves, N drops, Ctrl+C and Esc go back, anything else waits", () => {
    const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey });
    expect(answerKey(key("y"))).toBe("yes");
    expect(answerKey(key("Y"))).toBe("yes");
    expect(answerKey(key("n"))).toBe("no");
    expect(answerKey(key("c", true))).toBe("cancel");
    expect(answerKey(key("Escape"))).toBe("cancel");
    expect(answerKey(key("x"))).toBeNull();
    expect(answerKey(key("o"))).toBeNull();
    expect(answerKey(key("o"), makeT("fr")("editor.yesKey"))).toBe("yes");
    expect(answerKey(key("y", true))).toBeNull();
  });

  test("the question reads as nano's, in both languages", () => {
    expect(makeT("en")("editor.saveModified")).toBe("Save modified buffer?");
    expect(makeT("fr")("editor.saveModified")).toBe("Sauver le tampon modifié\u00a0?");
  });
});

describe("vi", () => {
  test(":q with unsaved changes is refused with E37; :q! leaves; :q leaves when nothing is unsaved", () => {
    expect(viCommand("q", true)).toEqual({ kind: "error", message: "viNoWrite" });
    expect(makeT("en")("editor.viNoWrite")).toBe("E37: No write since last change (add ! to override)");
    expect(viCommand("q!", true)).toEqual({ kind: "quit", write: false });
    expect(viCommand("q", false)).toEqual({ kind: "quit", write: false });
  });

  test(":w writes, :wq and :x write and leave, an unknown command is E492", () => {
    expect(viCommand("w", true)).toEqual({ kind: "write" });
    expect(viCommand(" wq ", true)).toEqual({ kind: "quit", write: true });
    expect(viCommand("x", false)).toEqual({ kind: "quit", write: true });
    expect(viCommand("", true)).toEqual({ kind: "none" });
    expect(viCommand("help", true)).toEqual({ kind: "error", message: "viUnknown" });
    expect(makeT("fr")("editor.viUnknown", { cmd: "help" })).toBe("E492\u00a0: commande inconnue\u00a0: help");
  });
});

describe("an unnamed buffer (vi alone)", () => {
  test(":w without a name is E32; :w name and :wq name name it; :q and :q! as ever", () => {
    expect(viCommand("w", true, false)).toEqual({ kind: "error", message: "viNoFileName" });
    expect(viCommand("wq", true, false)).toEqual({ kind: "error", message: "viNoFileName" });
    expect(makeT("en")("editor.viNoFileName")).toBe("E32: No file name");
    expect(makeT("fr")("editor.viNoFileName")).toBe("E32\u00a0: Aucun nom de fichier");
    expect(viCommand("w memo.txt", true, false)).toEqual({ kind: "write", name: "memo.txt" });
    expect(viCommand("wq memo.txt", true, false)).toEqual({ kind: "quit", write: true, name: "memo.txt" });
    expect(viCommand("q", true, false)).toEqual({ kind: "error", message: "viNoWrite" });
    expect(viCommand("q!", true, false)).toEqual({ kind: "quit", write: false });
    expect(viCommand("x", false, false)).toEqual({ kind: "quit", write: false });
  });

  test("a named file keeps its name: :w other is not taken", () => {
    expect(viCommand("w other.txt", true)).toEqual({ kind: "error", message: "viUnknown" });
  });

  test("nano's prompt and titles read as nano's and vim's", () => {
    expect(makeT("en")("editor.fileNamePrompt")).toBe("File Name to Write:");
    expect(makeT("en")("editor.title", { name: makeT("en")("editor.newBuffer") })).toBe("nano: New Buffer");
    expect(makeT("en")("editor.viTitle", { name: makeT("en")("editor.noName") })).toBe("vi: [No Name]");
  });
});
