import { describe, expect, test } from "vitest";
import { HOME_STORAGE_KEY } from "~/terminal/catalog";
import { createEngine } from "~/terminal/engine";
import { message } from "~/terminal/engine/messages";
import type { SavedSession } from "~/terminal/engine/types";
import { makeHarness, MemoryStorage, plainDeps, rootHarness, type Harness } from "./fake-deps";

const t = (key: Parameters<typeof message>[1], params?: Record<string, string | number>) => message("en", key, params);

const NOT_MET = "Cannot advance challenge level yet. Objective not met.";

async function status(h: Harness): Promise<string> {
  await h.run("challenge status");
  return h.last(2)[0];
}

describe("challenge: the quest levels", () => {
  test("a visitor who became root before the quest started is told how to go on, never stuck", async () => {
    // Root first (token read and the API called before any challenge), then the quest.
    const h = await rootHarness({ seed: 3 });

    await h.run("challenge");
    expect(h.last()).toEqual(["Hint: you are already root: run 'challenge next'."]);
    await h.run("challenge hint");
    expect(h.last()).toEqual(["Hint: you are already root: run 'challenge next'."]);
    await h.run("challenge next");
    expect(h.last(3)).toEqual([
      "Challenge level: 3/4",
      "Objective met: you are root. Claim your completion key.",
      "Hint: type 'challenge next' to finish.",
    ]);
    await h.run("challenge next");
    expect(h.texts()).toContain("Challenge complete! Well done, you own this machine.");
    expect(await status(h)).toBe("Challenge level: 4/4");
  });

  test("the root shortcut speaks French too", async () => {
    const h = await rootHarness({ seed: 3, language: "fr" });
    await h.run("challenge");
    await h.run("challenge hint");
    expect(h.last()).toEqual(["Indice\u00a0: vous êtes déjà root\u00a0: tapez 'challenge next'."]);
  });

  test("full walkthrough from level 0 to the completion key", async () => {
    const h = await makeHarness({ seed: 7 });

    await h.run("challenge next");
    expect(h.last()).toEqual(["No active challenge. Type 'challenge' to start."]);

    await h.run("challenge");
    expect(h.texts()).toContain("Challenge started. Can a curious guest become root on this machine?");
    expect(await status(h)).toBe("Challenge level: 0/4");

    await h.run("challenge next");
    expect(h.last(2)).toEqual([NOT_MET, expect.stringContaining("ls -a")]);
    await h.run("challenge hint");
    expect(h.last()[0]).toContain("ls -a");

    // 0 -> 1: read the token.
    await h.run("ls -a");
    expect(h.last()[0]).toContain(".secrets/");
    await h.run("cat .secrets/api_token");
    const token = h.last(2)[0];
    expect(token).toMatch(/^sk_live_[A-Za-z0-9]{28}$/);
    expect(h.last()[0]).toContain("[challenge] Level 1 reached.");
    expect(await status(h)).toBe("Challenge level: 1/4");
    await h.run("challenge next");
    expect(h.last(2)[0]).toBe(NOT_MET);

    // Follow the notes.
    await h.run("cat notes.txt");
    expect(h.texts().join("\n")).toContain("localhost:8080");

    // 1 -> 2: curl without the key does not advance; with it, it does, with a delayed update.
    await h.run("curl http://localhost:8080/api/v1/recovery");
    expect(await status(h)).toBe("Challenge level: 1/4");
    await h.run(`curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`);
    const phrase = /"recovery_phrase": "([^"]+)"/.exec(h.texts().join("\n"))?.[1] ?? "";
    expect(phrase).toMatch(/^follow the [a-z]+ [a-z]+\d{1,2}$/);
    expect(h.texts().join("\n")).not.toContain("Level 2 reached");
    await h.clock.advance(1500);
    expect(h.last()[0]).toContain("[challenge] Level 2 reached.");
    expect(await status(h)).toBe("Challenge level: 2/4");

    // 2 -> 3: sudo with the phrase.
    await h.run("sudo");
    await h.run("follow the wrong animal1");
    expect(h.last()).toEqual(["sudo: 1 incorrect password attempt"]);
    await h.run("sudo");
    await h.run(phrase);
    expect(h.engine.snapshot().user).toBe("root");
    await h.clock.advance(1500);
    expect(h.last()[0]).toContain("[challenge] Level 3 reached.");

    // 3 -> 4: challenge next shows the completion key.
    await h.run("cat classified.log");
    await h.run("challenge next");
    const out = h.last(3);
    expect(out[0]).toBe("Challenge complete! Well done, you own this machine.");
    expect(out[1]).toMatch(/Your completion key: CLAD-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4} /);
    expect(out[2]).toBe(t("challengeEnding"));
    expect(await status(h)).toBe("Challenge level: 4/4");
    await h.run("challenge hint");
    expect(h.last()[0]).toMatch(/Your completion key: CLAD-/);
  });

  test("netstat at level 2 (already root) moves to 3", async () => {
    const h = await makeHarness({ seed: 11 });
    // Become root before starting the challenge.
    await h.run("cat .secrets/api_token");
    const token = h.last()[0];
    await h.run(`curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`);
    const phrase = /"recovery_phrase": "([^"]+)"/.exec(h.texts().join("\n"))?.[1] ?? "";
    await h.run("sudo");
    await h.run(phrase);
    await h.run("challenge");
    await h.run(`cat ${"/home/guest/.secrets/api_token"}`);
    await h.run(`curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`);
    expect(await status(h)).toBe("Challenge level: 2/4");
    await h.run("sudo");
    expect(h.last()).toEqual(["Session already has elevated privileges."]);
    await h.run("netstat");
    await h.clock.advance(1500);
    expect(h.last()[0]).toContain("[challenge] Level 3 reached.");
    await h.run("challenge next");
    expect(h.last(2)[0]).toMatch(/CLAD-/);
  });

  test("token, phrase and key change with the session", async () => {
    const a = await makeHarness({ seed: 1 });
    const b = await makeHarness({ seed: 2 });
    await a.run("cat .secrets/api_token");
    await b.run("cat .secrets/api_token");
    expect(a.last()[0]).not.toBe(b.last()[0]);
  });

  test("French mode: translated objectives and error line", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("challenge");
    await h.run("challenge next");
    expect(h.last(2)[0]).toBe("Impossible de passer au niveau suivant\u00a0: objectif non atteint.");
    expect(h.last()[0]).toMatch(/^Indice/);
  });
});

/** The quest walked to its end by a harness already root: challenge, then the root shortcut to 4/4. */
async function finished(language: "en" | "fr" = "en"): Promise<Harness> {
  const h = await rootHarness({ seed: 5, language });
  await h.run("challenge");
  await h.run("challenge next");
  await h.run("challenge next");
  return h;
}

/** The token as `cat` prints it (a quest update may follow it). */
const tokenOf = async (h: Harness) => {
  await h.run("cat ~/.secrets/api_token");
  return h.last(2).find((line) => line.startsWith("sk_live_")) ?? h.last()[0];
};

describe("the quest cannot break (issue 36)", () => {
  test.each<[string, string]>([
    ["echo x > .secrets/api_token", "bash: .secrets/api_token: Permission denied"],
    ["echo x >> ~/.secrets/api_token", "bash: /home/guest/.secrets/api_token: Permission denied"],
    ["rm -r .secrets", "rm: cannot remove '.secrets': Permission denied"],
    ["rm -f .secrets/api_token", "rm: cannot remove '.secrets/api_token': Permission denied"],
    ["rm notes.txt", "rm: cannot remove 'notes.txt': Permission denied"],
    ["mv .secrets/api_token token", "mv: cannot move '.secrets/api_token': Permission denied"],
    ["touch .secrets/mine", "touch: cannot touch '.secrets/mine': Permission denied"],
    ["mkdir .secrets/x", "mkdir: cannot create directory '.secrets/x': Permission denied"],
  ])("a guest's `%s` is refused as a root-owned file is", async (line, error) => {
    const h = await makeHarness({ seed: 21 });
    const token = await tokenOf(h);
    await h.run(line);
    expect(h.last()).toEqual([error]);
    expect(await tokenOf(h)).toBe(token);
    await h.run("cat notes.txt");
    expect(h.last()[0]).toBe("- [ ] stop reusing the recovery phrase as the root password...");
  });

  test("root cannot break it either: the quest's files are on a read-only mount", async () => {
    const h = await rootHarness({ seed: 22 });
    const token = await tokenOf(h);
    await h.run("rm -rf /home/guest/.secrets");
    expect(h.last()).toEqual(["rm: cannot remove '/home/guest/.secrets': Read-only file system"]);
    await h.run("rm -rf /home/guest");
    expect(h.last()[0]).toMatch(/Read-only file system$/);
    await h.run("echo x > /home/guest/notes.txt");
    expect(h.last()).toEqual(["bash: /home/guest/notes.txt: Read-only file system"]);
    expect(await tokenOf(h)).toBe(token);
  });

  test("saving the token from the editor fails with nano's own message", async () => {
    const h = await makeHarness({ seed: 23 });
    const token = await tokenOf(h);
    await h.run("nano .secrets/api_token");
    h.engine.editorClosed("edited");
    expect(h.last()).toEqual(["[ Error writing .secrets/api_token: Permission denied ]"]);
    expect(await tokenOf(h)).toBe(token);
  });

  test("in French, the system's words", async () => {
    const h = await makeHarness({ seed: 24, language: "fr" });
    await h.run("echo x > .secrets/api_token");
    expect(h.last()).toEqual(["bash\u00a0: .secrets/api_token\u00a0: Permission non accordée"]);
  });

  test("a home saved before the rule (token overwritten, secrets removed) comes back without those changes", async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      HOME_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        removed: ["/home/guest/.secrets", "/home/guest/todo.md"],
        dirs: ["/home/guest/.secrets/sub"],
        files: { "/home/guest/.secrets/api_token": "x\n", "/home/guest/notes.txt": "gone\n", "/home/guest/mine.txt": "kept\n" },
      }),
    );
    const h = await makeHarness({ seed: 25, storage });
    expect(await tokenOf(h)).toMatch(/^sk_live_[A-Za-z0-9]{28}$/);
    await h.run("ls -a .secrets");
    expect(h.last()).toEqual(["./  ../  README  api_token"]);
    await h.run("cat notes.txt mine.txt todo.md");
    expect(h.texts().join("\n")).toContain("Docs: /opt/recovery-api/README.md");
    expect(h.last(2)).toEqual(["kept", "cat: todo.md: No such file or directory"]);
  });

  test("without JavaScript too: a saved session's home cannot hold a broken token", async () => {
    const h = await makeHarness({ seed: 26 });
    const saved = h.engine.save() as SavedSession;
    saved.home = { v: 1, removed: ["/home/guest/.secrets"], dirs: [], files: {} };
    const deps = plainDeps({ scriptless: true });
    const engine = createEngine(deps, saved);
    await engine.submit("cat .secrets/api_token");
    expect(engine.snapshot().lines.at(-1)?.text).toBe(saved.secrets.apiToken);
    await engine.submit("echo x > .secrets/api_token");
    expect(engine.snapshot().lines.at(-1)?.text).toBe("bash: .secrets/api_token: Permission denied");
    expect(engine.save()?.home).toBeUndefined();
  });
});

describe("challenge reset (issue 36)", () => {
  test("starts over: a new token in the file, a new phrase, a guest again, level 0", async () => {
    const h = await finished();
    const oldToken = await tokenOf(h);
    const oldPhrase = /"recovery_phrase": "([^"]+)"/.exec(h.texts().join("\n"))?.[1] ?? "";
    await h.run("challenge hint");
    const oldKey = /Your completion key: (\S+)/.exec(h.last()[0])?.[1];
    await h.run("challenge reset");
    expect(h.last(4)).toEqual([
      t("challengeReset"),
      "Challenge level: 0/4",
      "Objective: find the API token hidden in the guest home directory.",
      "Type 'challenge hint' if you get stuck.",
    ]);
    expect(h.engine.snapshot().user).toBe("guest");
    const token = await tokenOf(h);
    expect(token).toMatch(/^sk_live_[A-Za-z0-9]{28}$/);
    expect(token).not.toBe(oldToken);
    expect(await status(h)).toBe("Challenge level: 1/4");
    // The old token no longer opens the API; the new one gives a new phrase, the old phrase is refused.
    await h.run(`curl -H "Authorization: Bearer ${oldToken}" http://localhost:8080/api/v1/recovery`);
    expect(h.texts().join("\n")).toContain("HTTP/1.1 401 Unauthorized");
    await h.run("sudo");
    await h.run(oldPhrase);
    expect(h.last()).toEqual(["sudo: 1 incorrect password attempt"]);
    await h.run(`curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`);
    const phrase =
      [
        ...h
          .texts()
          .join("\n")
          .matchAll(/"recovery_phrase": "([^"]+)"/g),
      ].at(-1)?.[1] ?? "";
    expect(phrase).not.toBe(oldPhrase);
    await h.run("sudo");
    await h.run(phrase);
    expect(h.engine.snapshot().user).toBe("root");
    await h.run("challenge hint");
    expect(h.last()[0]).not.toContain(oldKey);
  });

  test("a saved session keeps the new secrets (without JavaScript, the next post)", async () => {
    const h = await makeHarness({ seed: 27 });
    await h.run("challenge reset");
    const token = await tokenOf(h);
    const saved = JSON.parse(JSON.stringify(h.engine.save())) as SavedSession;
    expect(saved.secrets.apiToken).toBe(token);
    const engine = createEngine(plainDeps({ scriptless: true }), saved);
    await engine.submit("cat .secrets/api_token");
    expect(engine.snapshot().lines.map((l) => l.text)).toContain(token);
    expect(engine.snapshot().lines.filter((l) => l.text === token)).toHaveLength(2);
  });

  test("in French", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("challenge reset");
    expect(h.last(4)[0]).toBe(
      "Défi remis à zéro\u00a0: un nouveau jeton, une nouvelle phrase de récupération, et vous voilà de nouveau invité.",
    );
    await h.run("challenge nope");
    expect(h.last()).toEqual(["Usage\u00a0: challenge [next|hint|status|reset]"]);
  });
});

describe("the quest's ending (issue 36)", () => {
  test("the completion key unlocks the owner's message, for root only", async () => {
    const guest = await makeHarness();
    await guest.run("unlock ABC");
    expect(guest.last(2)[0]).toBe("unlock: command not found");

    const early = await rootHarness({ seed: 6 });
    await early.run("unlock ABC");
    expect(early.last()).toEqual([t("unlockNotYet")]);

    const h = await finished();
    await h.run("challenge hint");
    const key = /Your completion key: (\S+)/.exec(h.last()[0])?.[1] ?? "";
    await h.run("unlock WRONG-KEY");
    expect(h.last()).toEqual([t("unlockWrongKey")]);
    await h.run("unlock");
    expect(h.last()).toEqual([t("unlockUsage")]);
    await h.run(`unlock ${key.toLowerCase()}`);
    const { profile } = h.deps.content;
    const text = t("unlockMessage", { name: profile.name, handle: profile.handle, email: profile.email });
    expect(h.last(text.split("\n").length)).toEqual(text.split("\n"));
    expect(text).toContain(profile.name);
    await h.run("help");
    expect(h.texts().join("\n")).toContain("unlock <key>");
  });

  test("trophy shows off the run: time taken, date and key in a frame", async () => {
    const early = await makeHarness();
    await early.run("trophy");
    expect(early.last()).toEqual([t("trophyNone")]);

    const h = await rootHarness({ seed: 5 });
    await h.run("challenge");
    h.clock.now += 7 * 60_000 + 4_000;
    await h.run("challenge next");
    await h.run("challenge next");
    await h.run("challenge hint");
    const key = /Your completion key: (\S+)/.exec(h.last()[0])?.[1] ?? "";
    await h.run("trophy");
    const frame = h.last(9);
    expect(frame[0]).toMatch(/^\+-+\+$/);
    expect(frame[1]).toMatch(/^\| {2}CLAD CHALLENGE: ROOTED +\|$/);
    expect(frame.join("\n")).toContain("Time:  7 min 04 s");
    expect(frame.join("\n")).toContain(`Key:   ${key}`);
    expect(new Set(frame.slice(0, 8).map((line) => line.length)).size).toBe(1);
    expect(frame[8]).toBe(t("trophyShare"));
  });

  test("in French", async () => {
    const h = await finished("fr");
    expect(h.texts()).toContain(message("fr", "challengeEnding"));
    await h.run("trophy");
    expect(h.texts().join("\n")).toContain("DÉFI CLAD\u00a0: ROOT");
    await h.run("unlock X");
    expect(h.last()).toEqual([message("fr", "unlockWrongKey")]);
  });
});
