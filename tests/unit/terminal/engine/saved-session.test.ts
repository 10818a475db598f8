/** The engine as the no-JS terminal uses it: saved as data, restored, and scriptless. */
import { describe, expect, it } from "vitest";
import { createEngine } from "~/terminal/engine";
import { HOME_QUOTA } from "~/terminal/engine/home";
import { message } from "~/terminal/engine/messages";
import type { EngineDeps, SavedSession } from "~/terminal/engine/types";
import { flushMicrotasks, makeHarness, plainDeps as restoreDeps, type ManualClock } from "./fake-deps";
import { sampleContent } from "../../../helpers/content";

async function submit(deps: EngineDeps & { clock: ManualClock }, saved: SavedSession, line: string): Promise<SavedSession> {
  const engine = createEngine(deps, saved);
  const done = engine.submit(line);
  await deps.clock.runAll();
  await done;
  const next = engine.save();
  engine.dispose();
  expect(next).not.toBeNull();
  return next as SavedSession;
}

const texts = (saved: SavedSession) => saved.lines.map((l) => l.text);

describe("saved sessions", () => {
  it("a restored engine goes on where the saved one stopped: lines, directory, secrets, quest", async () => {
    const h = await makeHarness({ seed: 5 });
    await h.run("challenge");
    await h.run("cd .secrets");
    const saved = h.engine.save();
    expect(saved).not.toBeNull();
    // The save is plain JSON data.
    const copy = JSON.parse(JSON.stringify(saved)) as SavedSession;
    expect(copy.cwd).toBe("/home/guest/.secrets");
    expect(copy.quest.active).toBe(true);

    const after = await submit(restoreDeps(), copy, "cat api_token");
    expect(texts(after).slice(0, copy.lines.length)).toEqual(texts(copy));
    const token = texts(after).at(-2);
    expect(token).toBe(copy.secrets.apiToken);
    expect(texts(after).at(-1)).toContain("[challenge] Level 1 reached.");
    expect(after.quest.level).toBe(1);
    // Line ids keep growing: none is reused.
    const ids = after.lines.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(after.nextId).toBeGreaterThan(Math.max(...ids));
  });

  it("uptime counts from the session's start across posts, not from each restore", async () => {
    const h = await makeHarness({ seed: 7 });
    const saved = h.engine.save() as SavedSession;
    const hourLater = { ...saved, startedAt: new Date(Date.parse(saved.startedAt) - 65 * 60_000).toISOString() };
    const after = await submit(restoreDeps(), hourLater, "uptime");
    expect(texts(after).at(-1)).toContain(" up 1:05, ");
  });

  it("sudo's password prompt survives a save: the next post is the password", async () => {
    const h = await makeHarness({ seed: 6 });
    await h.run("sudo whoami");
    const waiting = h.engine.save() as SavedSession;
    expect(waiting.mode).toBe("password");
    expect(waiting.pendingSudo).toEqual({ name: "whoami", args: [] });

    const wrong = await submit(restoreDeps(), waiting, "not the phrase");
    expect(texts(wrong).slice(-2)).toEqual(["[sudo] password for guest: ********", "sudo: 1 incorrect password attempt"]);
    expect(wrong.mode).toBe("normal");
    expect(wrong.user).toBe("guest");

    const right = await submit(restoreDeps(), waiting, waiting.secrets.recoveryPhrase);
    expect(right.user).toBe("root");
    expect(texts(right)).toContain("Authentication successful. Elevated privileges granted.");
    // The pending command ran as root.
    expect(texts(right).at(-1)).toBe("root");
    // The password itself is never shown (the secrets stay in the state, as in the browser's memory).
    expect(texts(right).join("\n")).not.toContain(waiting.secrets.recoveryPhrase);
  });

  it("nothing is saved while a command is still running", async () => {
    let answer: (value: { ok: boolean; reply: string }) => void = () => {};
    const h = await makeHarness({ api: { sendMessage: () => new Promise((resolve) => (answer = resolve)) } });
    await h.run("tell me something");
    expect(h.engine.snapshot().mode).toBe("processing");
    expect(h.engine.save()).toBeNull();
    answer({ ok: true, reply: "done" });
    await flushMicrotasks();
    expect(h.engine.save()?.mode).toBe("normal");
  });
});

describe("scriptless engine (the server runs it for a visitor without JavaScript)", () => {
  async function scriptless() {
    const h = await makeHarness({ seed: 8 });
    const saved = h.engine.save() as SavedSession;
    return { saved, deps: restoreDeps({ scriptless: true }) };
  }

  it.each([
    [
      "snake",
      "snake runs in your browser and needs JavaScript, which is off here. Turn JavaScript on to use it; every other command works without it.",
    ],
    [
      "wordle",
      "wordle runs in your browser and needs JavaScript, which is off here. Turn JavaScript on to use it; every other command works without it.",
    ],
    [
      "dos demo",
      "dos demo runs in your browser and needs JavaScript, which is off here. Turn JavaScript on to use it; every other command works without it.",
    ],
    [
      "gba demo",
      "gba demo runs in your browser and needs JavaScript, which is off here. Turn JavaScript on to use it; every other command works without it.",
    ],
    [
      "contact",
      "contact: the step-by-step form needs JavaScript. Write to me with the contact form below instead (it works without JavaScript): #contact",
    ],
    [
      "curl https://example.com",
      "curl: fetching another site runs in your browser and needs JavaScript. Without it, curl answers for this machine only (localhost:8080).",
    ],
  ])("`%s` answers one clear line and opens nothing", async (line, expected) => {
    const { saved, deps } = await scriptless();
    const engine = createEngine(deps, saved);
    const effects: string[] = [];
    engine.subscribe((_s, effect) => effect && effects.push(effect.type));
    await engine.submit(line);
    const after = engine.save() as SavedSession;
    expect(texts(after).slice(-2)).toEqual([`guest@clad:~$ ${line}`, expected]);
    expect(after.mode).toBe("normal");
    expect(effects).toEqual([]);
  });

  it("the contact line links to the page's contact section", async () => {
    const { saved, deps } = await scriptless();
    const after = await submit(deps, saved, "contact");
    expect(after.lines.at(-1)?.segments?.at(-1)).toEqual({ text: "#contact", href: "#contact" });
  });

  it("the simulated machine still answers: curl localhost:8080 works without JavaScript", async () => {
    const { saved, deps } = await scriptless();
    const after = await submit(deps, saved, "curl localhost:8080/api/v1/recovery");
    expect(texts(after)).toContain("HTTP/1.1 401 Unauthorized");
  });

  it("in French", async () => {
    const h = await makeHarness({ seed: 8, language: "fr" });
    const saved = h.engine.save() as SavedSession;
    const after = await submit(restoreDeps({ scriptless: true, language: () => "fr" }), saved, "hangman");
    expect(texts(after).at(-1)).toBe(
      "hangman s'exécute dans votre navigateur et a besoin de JavaScript, désactivé ici. Activez JavaScript pour l'utiliser\u00a0; toutes les autres commandes marchent sans.",
    );
  });
});

describe("what runs without JavaScript", () => {
  /** The commands whose very purpose is a browser program: they answer the one "needs JavaScript" line. */
  const BROWSER_ONLY = ["brickbreaker", "contact", "hangman", "snake", "wordle"];

  it("every other command runs on the server (dos, gba and curl too, except launching a player or fetching another site)", async () => {
    const { commandNames } = await import("~/terminal/engine");
    const COMMAND_NAMES = commandNames(sampleContent().profile.handle);
    const h = await makeHarness({ seed: 9 });
    const saved = h.engine.save() as SavedSession;
    const refused: string[] = [];
    for (const name of COMMAND_NAMES) {
      const deps = restoreDeps({ scriptless: true });
      const engine = createEngine(deps, saved);
      const done = engine.submit(name);
      await deps.clock.runAll();
      await done;
      const out = engine.snapshot().lines.slice(saved.lines.length + 1);
      if (out.some((line) => /needs JavaScript|a besoin de JavaScript/.test(line.text))) refused.push(name);
      engine.dispose();
    }
    expect(refused.sort()).toEqual(BROWSER_ONLY);
    // 27 of the first 32 commands run without JavaScript (the count ADR 014 gives), and so do the shell's 10
    // file and alias commands, the 26 coreutils, true and false, and the editor's three names (the server's
    // page shows its editor form, on a file or an unnamed buffer), the 9 of issue 36: the portfolio's about,
    // skills, resume, cv, socials, email and agents, the quest's trophy and unlock, its part B's 8 reflexes:
    // seq, xargs, sed, awk, diff, top, fortune and sl (standing still), and its part A's printf, sleep (it
    // answers at once) and su.
    expect(COMMAND_NAMES.length - BROWSER_ONLY.length).toBe(27 + 10 + 26 + 2 + 3 + 9 + 8 + 3);
  });
});

describe("the editor without JavaScript: open in one post, closed in the next", () => {
  /** A scriptless session where `line` (nano, vi or vim on a file) ran: its saved state, and the effects it emitted. */
  async function openIn(line: string, before?: (saved: SavedSession) => Promise<SavedSession>) {
    const h = await makeHarness({ seed: 11 });
    let saved = h.engine.save() as SavedSession;
    if (before) saved = await before(saved);
    const deps = restoreDeps({ scriptless: true });
    const engine = createEngine(deps, saved);
    const effects: string[] = [];
    engine.subscribe((_s, effect) => effect && effects.push(effect.type));
    await engine.submit(line);
    const open = engine.save();
    engine.dispose();
    expect(open).not.toBeNull();
    // Plain JSON, as the session store keeps it.
    return { open: JSON.parse(JSON.stringify(open)) as SavedSession, effects };
  }

  /** Restores `saved` and closes its editor with `text` (null: exit); the next saved state. */
  function close(saved: SavedSession, text: string | null, name?: string): SavedSession {
    const engine = createEngine(restoreDeps({ scriptless: true }), saved);
    expect(engine.snapshot().mode).toBe("overlay");
    engine.editorClosed(text, name);
    const next = engine.save() as SavedSession;
    engine.dispose();
    return next;
  }

  it.each(["nano", "vi", "vim"])("`%s memo.txt` keeps the open file in the session, and Save writes it", async (cmd) => {
    const { open, effects } = await openIn(`${cmd} memo.txt`);
    expect(effects).toEqual(["openEditor"]);
    expect(open.mode).toBe("normal");
    expect(open.editor).toEqual({
      path: "/home/guest/memo.txt",
      name: "memo.txt",
      content: "",
      isNew: true,
      flavor: cmd === "nano" ? "nano" : "vi",
    });
    expect(texts(open).join("\n")).not.toMatch(/needs JavaScript/);

    const after = close(open, "first line\nsecond line\n");
    expect(after.editor).toBeUndefined();
    expect(after.mode).toBe("normal");
    expect(texts(after).at(-1)).toBe(message("en", "editorWrote", { count: 2, path: "memo.txt" }));
    const read = await submit(restoreDeps({ scriptless: true }), after, "cat memo.txt");
    expect(texts(read).slice(-2)).toEqual(["first line", "second line"]);
  });

  it("`nano` alone keeps an unnamed buffer in the session; Save writes it under the name given", async () => {
    const { open } = await openIn("nano");
    expect(open.editor).toEqual({ path: "", name: "", content: "", isNew: true, flavor: "nano" });
    const after = close(open, "note\n", "named.txt");
    expect(after.editor).toBeUndefined();
    expect(texts(after).at(-1)).toBe(message("en", "editorWrote", { count: 1, path: "named.txt" }));
    const read = await submit(restoreDeps({ scriptless: true }), after, "cat named.txt");
    expect(texts(read).at(-1)).toBe("note");
  });

  it("an existing file opens with its text; Exit leaves it as it was", async () => {
    const { open } = await openIn("nano draft.txt", (saved) => submit(restoreDeps({ scriptless: true }), saved, "echo kept > draft.txt"));
    expect(open.editor).toMatchObject({ name: "draft.txt", content: "kept\n", isNew: false });
    const after = close(open, null);
    expect(after.editor).toBeUndefined();
    expect(after.lines.length).toBe(open.lines.length);
    const read = await submit(restoreDeps({ scriptless: true }), after, "cat draft.txt");
    expect(texts(read).at(-1)).toBe("kept");
  });

  it("a text over the home's quota is refused with the quota error, and nothing is written", async () => {
    const { open } = await openIn("nano big.txt");
    const after = close(open, "x".repeat(HOME_QUOTA.bytes + 1));
    expect(texts(after).at(-1)).toBe(message("en", "editorWriteFailed", { path: "big.txt", reason: message("en", "fsErrQuota") }));
    expect(after.home?.files?.["/home/guest/big.txt"]).toBeUndefined();
    const read = await submit(restoreDeps({ scriptless: true }), after, "ls big.txt");
    expect(texts(read).at(-1)).toMatch(/No such file/);
  });

  it("while the editor is open, a posted command line runs nothing", async () => {
    const { open } = await openIn("nano memo.txt");
    const engine = createEngine(restoreDeps({ scriptless: true }), open);
    await engine.submit("rm -rf ~");
    const same = engine.save() as SavedSession;
    engine.dispose();
    expect(same.lines).toEqual(open.lines);
    expect(same.editor).toEqual(open.editor);
  });
});
