import { describe, expect, test } from "vitest";
import { makeHarness, rootHarness, type Harness } from "./fake-deps";

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
    const out = h.last(2);
    expect(out[0]).toBe("Challenge complete! Well done, you own this machine.");
    expect(out[1]).toMatch(/CLAD-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
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
    expect(h.last()[0]).toMatch(/CLAD-/);
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
