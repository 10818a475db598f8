import { describe, expect, test } from "vitest";
import { unescapeReply } from "~/terminal/engine";
import { flushMicrotasks, makeHarness } from "./fake-deps";

describe("AI replies", () => {
  test("loading line, then typed out at 20 ms per character; locked meanwhile", async () => {
    let release: (v: { ok: boolean; reply: string }) => void = () => undefined;
    const h = await makeHarness({
      reducedMotion: false,
      boot: true,
      api: { sendMessage: () => new Promise((resolve) => (release = resolve)) },
    });
    await h.clock.runAll();
    await h.run("tell me a joke");
    const loading = h.engine.snapshot().lines.at(-1);
    expect(loading).toMatchObject({ type: "ai", text: "Thinking...", isLoading: true });
    expect(h.engine.snapshot().mode).toBe("processing");
    release({ ok: true, reply: "Hi there" });
    await flushMicrotasks();
    const started = h.engine.snapshot().lines.at(-1);
    expect(started?.id).toBe(loading?.id);
    expect(started?.text).toBe("");
    expect(started?.isLoading).toBeUndefined();
    expect(started?.typing).toBe(true);
    expect(h.effects).toContainEqual({ type: "scrollToBottom" });
    await h.clock.advance(20);
    expect(h.last()).toEqual(["H"]);
    await h.clock.advance(60);
    expect(h.last()).toEqual(["Hi t"]);
    expect(h.engine.snapshot().mode).toBe("processing");
    await h.clock.advance(80);
    expect(h.last()).toEqual(["Hi there"]);
    expect(h.engine.snapshot().lines.at(-1)).not.toHaveProperty("typing");
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("a streamed reply shows as it arrives (a settling line), then the final text; a fallback says so", async () => {
    let deliver: (text: string) => void = () => undefined;
    let release: (v: { ok: boolean; reply: string; fallback?: boolean }) => void = () => undefined;
    const h = await makeHarness({
      reducedMotion: false,
      api: {
        sendMessage: (_message: string, onDelta?: (text: string) => void) =>
          new Promise((resolve) => {
            deliver = (text) => onDelta?.(text);
            release = resolve;
          }),
      },
    });
    await h.clock.runAll();
    await h.run("what do you build?");
    const id = h.engine.snapshot().lines.at(-1)?.id;
    deliver("Real-time ");
    expect(h.engine.snapshot().lines.at(-1)).toMatchObject({ id, type: "ai", text: "Real-time ", typing: true });
    expect(h.engine.snapshot().lines.at(-1)?.isLoading).toBeFalsy();
    deliver("tools\\nfor streamers");
    expect(h.engine.snapshot().lines.at(-1)).toMatchObject({ id, text: "Real-time tools\nfor streamers", typing: true });
    expect(h.engine.snapshot().mode).toBe("processing");
    // The model failed mid-way: the built-in assistant's whole reply replaces the pieces, and a note says who answered.
    release({ ok: true, reply: "Clara builds tools.", fallback: true });
    await flushMicrotasks();
    const lines = h.engine.snapshot().lines;
    expect(lines.at(-2)).toMatchObject({ id, type: "ai", text: "Clara builds tools." });
    expect(lines.at(-2)?.typing).toBeFalsy();
    expect(lines.at(-1)).toMatchObject({ type: "system", text: "(answered by the built-in assistant: the AI service did not answer)" });
    expect(h.clock.pending()).toBe(0);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("skipTyping and cancel show the reply at once", async () => {
    const h = await makeHarness({ reducedMotion: false, api: { sendMessage: async () => ({ ok: true, reply: "A long answer" }) } });
    await h.clock.runAll();
    await h.run("question one");
    await h.clock.advance(40);
    h.engine.skipTyping();
    await flushMicrotasks();
    expect(h.last()).toEqual(["A long answer"]);
    expect(h.engine.snapshot().mode).toBe("normal");
    await h.run("question two");
    h.engine.cancel();
    await flushMicrotasks();
    expect(h.texts().filter((t) => t === "A long answer")).toHaveLength(2);
    expect(h.clock.pending()).toBe(0);
  });

  test("Escape while Thinking... drops the question and its late answer", async () => {
    let release: (v: { ok: boolean; reply: string; command?: string }) => void = () => undefined;
    const h = await makeHarness({ api: { sendMessage: () => new Promise((resolve) => (release = resolve)) } });
    await h.run("what is your stack?");
    expect(h.engine.snapshot().mode).toBe("processing");
    h.engine.cancel();
    await flushMicrotasks();
    expect(h.last()).toEqual(["^C"]);
    expect(h.engine.snapshot().lines.some((line) => line.isLoading)).toBe(false);
    expect(h.engine.snapshot().mode).toBe("normal");
    await h.run("pwd");
    release({ ok: true, reply: "A late answer", command: "theme hacker" });
    await flushMicrotasks();
    expect(h.texts()).not.toContain("A late answer");
    expect(h.engine.snapshot().theme).toBe("matrix");
    expect(h.last()).toEqual(["/home/guest"]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("escape sequences \\n and \\t become real characters", async () => {
    expect(unescapeReply("a\\nb\\tc")).toBe("a\nb\tc");
    const h = await makeHarness({ api: { sendMessage: async () => ({ ok: true, reply: "line1\\nline2" }) } });
    await h.run("hello there");
    expect(h.last()).toEqual(["line1\nline2"]);
  });

  test("a returned known command is run after the reply", async () => {
    const h = await makeHarness({
      api: { sendMessage: async () => ({ ok: true, reply: "Switching theme.", command: "theme hacker" }) },
    });
    await h.run("switch to the hacker theme");
    await flushMicrotasks();
    expect(h.engine.snapshot().theme).toBe("hacker");
    expect(h.texts()).toContain("guest@clad:~$ theme hacker");
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("an unknown returned command is ignored", async () => {
    const h = await makeHarness({ api: { sendMessage: async () => ({ ok: true, reply: "Sure.", command: "rm -rf /" }) } });
    await h.run("delete everything please");
    expect(h.last()).toEqual(["Sure."]);
    const r = await makeHarness({ api: { sendMessage: async () => ({ ok: true, reply: "Sure.", command: "netstat" }) } });
    await r.run("show me the sockets");
    expect(r.last()).toEqual(["Sure."]);
  });

  test("errors", async () => {
    const h = await makeHarness({ api: { sendMessage: async () => ({ ok: false, message: "Rate limit reached" }) } });
    await h.run("hello you");
    expect(h.last()).toEqual(["Error from AI: Rate limit reached"]);
    expect(h.engine.snapshot().lines.at(-1)?.type).toBe("error");
    expect(h.engine.snapshot().mode).toBe("normal");
    const n = await makeHarness({
      api: {
        sendMessage: async () => {
          throw new TypeError("Failed to fetch");
        },
      },
    });
    await n.run("hello you");
    expect(n.last()).toEqual(["Network error: Could not connect to the AI service."]);
    expect(n.engine.snapshot().lines.some((l) => l.isLoading)).toBe(false);
  });
});
