/**
 * Shell-like input (shell-like.ts, issue 35): a line typed as a command that this terminal lacks gets
 * the shell's "command not found", never an answer from the assistant; sentences about the same
 * tools stay questions. Driven through the real engine: the route is what the visitor sees (the
 * shell's error line and nothing sent to the assistant, or the line sent to the assistant).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import YAML from "yaml";
import { createEngine } from "~/terminal/engine";
import { commandNames } from "~/terminal/engine/commands";
import { message, type Lang } from "~/terminal/engine/messages";
import { DEFAULT_ALIASES } from "~/terminal/engine/runner";
import { isShellLike, MISSING_TOOLS } from "~/terminal/engine/shell-like";
import type { SavedSession } from "~/terminal/engine/types";
import { makeHarness, plainDeps, type Harness } from "./fake-deps";
import { sampleContent } from "../../../helpers/content";

const hint = (lang: Lang = "en") => message(lang, "notFoundHint");
const notFound = (cmd: string, lang: Lang = "en") => message(lang, "commandNotFound", { cmd });

/** Runs a line; what it printed after its echo, and what the assistant was sent. */
async function route(h: Harness, line: string): Promise<{ out: string[]; asked: string[] }> {
  const lines = h.engine.snapshot().lines.length;
  const asked = h.api.messages.length;
  await h.run(line);
  return {
    out: h.engine
      .snapshot()
      .lines.slice(lines + 1)
      .map((l) => l.text),
    asked: h.api.messages.slice(asked),
  };
}

/** A line and where it goes: the word bash reports as not found, or the assistant. */
type Case = [line: string, expected: string | "assistant"];

const ENGLISH: Case[] = [
  // the examples
  ["git status", "git"],
  ["chmod +x note.txt", "chmod"],
  [":wq", ":wq"],
  [":q", ":q"],
  [":q!", ":q!"],
  [":x", ":x"],
  ['jq ".a"', "jq"],
  // tools this terminal lacks, typed as commands
  ["chown guest:guest notes.txt", "chown"],
  ["apt install vim", "apt"],
  ["apt-get update", "apt-get"],
  ["brew install wget", "brew"],
  ["docker ps", "docker"],
  ["docker run -it ubuntu bash", "docker"],
  ["kubectl get pods", "kubectl"],
  ["npm install react", "npm"],
  ["npm i -g typescript", "npm"],
  ["npx create-react-app my-app", "npx"],
  ["yarn add lodash", "yarn"],
  ["pip install requests", "pip"],
  ["python manage.py runserver", "python"],
  ["node index.js", "node"],
  ["make build", "make"],
  ["make -j4", "make"],
  ["ssh root@example.com", "ssh"],
  ["scp note.txt user@host:/tmp", "scp"],
  ["emacs notes.txt", "emacs"],
  ["ifconfig -a", "ifconfig"],
  ["ip a", "ip"],
  ["systemctl restart nginx", "systemctl"],
  ["service nginx restart", "service"],
  ["killall -9 node", "killall"],
  ["wget https://example.com/file.tar.gz", "wget"],
  ["Git status", "Git"],
  ["git commit -m 'fix the bug'", "git"],
  // command syntax after any word
  ["./deploy.sh", "./deploy.sh"],
  ["/usr/bin/python3 app.py", "/usr/bin/python3"],
  ["~/bin/run --fast", "/home/guest/bin/run"],
  ["frobnicate --all", "frobnicate"],
  ["deploy --prod", "deploy"],
  ["foo | grep x", "foo"],
  ["git log | head", "git"],
  ["$SHELL -c ls", "/bin/bash"],
  // plain questions and sentences stay with the assistant
  ["what is git?", "assistant"],
  ["does she know docker?", "assistant"],
  ["can you explain npm?", "assistant"],
  ["git experience?", "assistant"],
  ["git experience", "assistant"],
  ["docker skills", "assistant"],
  ["python projects", "assistant"],
  ["docker and kubernetes", "assistant"],
  ["docker, kubernetes", "assistant"],
  ["make me a sandwich", "assistant"],
  ["free time", "assistant"],
  ["zip code", "assistant"],
  ["senior node.js developer", "assistant"],
  ["react > angular", "assistant"],
  ["Run rm -rf / now", "assistant"],
  ["tell me about docker --version", "assistant"],
  ["/help me please", "assistant"],
  ["Is she good with Docker", "assistant"],
  ["thanks ;-)", "assistant"],
  // the rules that were there: conversation words, everyday-word questions, a single unknown word
  ["hello", "assistant"],
  ["merci", "assistant"],
  ["more about your projects?", "assistant"],
  // the portfolio's commands are everyday words as well (ADR 052)
  ["about her work?", "assistant"],
  ["skills in data engineering?", "assistant"],
  ["frobnicate", "frobnicate"],
];

const FRENCH: Case[] = [
  ["git status", "git"],
  ['jq ".a"', "jq"],
  [":q!", ":q!"],
  ["docker compose up -d", "docker"],
  ["c'est quoi git ?", "assistant"],
  ["elle connaît docker ?", "assistant"],
  ["elle connaît docker", "assistant"],
  ["git c'est bien", "assistant"],
  ["docker ça sert à quoi", "assistant"],
  ["parle-moi de git", "assistant"],
  ["service client", "assistant"],
  ["bonjour", "assistant"],
];

describe.each<[Lang, Case[]]>([
  ["en", ENGLISH],
  ["fr", FRENCH],
])("a line's route (%s page)", (lang, cases) => {
  test.each(cases)("%s → %s", async (line, expected) => {
    const h = await makeHarness({ language: lang });
    const { out, asked } = await route(h, line);
    if (expected === "assistant") {
      expect(asked).toEqual([line]);
      expect(out.join("\n")).not.toContain(notFound("", lang));
    } else {
      expect(asked).toEqual([]);
      expect(out[0]).toBe(notFound(expected, lang));
    }
  });
});

describe("the shell's answer", () => {
  test("on the English page jq is English, and the hint follows the first one only", async () => {
    const h = await makeHarness({ language: "en" });
    expect((await route(h, 'jq ".a"')).out).toEqual(["jq: command not found", hint()]);
    expect((await route(h, "git status")).out).toEqual(["git: command not found"]);
    expect((await route(h, ":wq")).out).toEqual([":wq: command not found"]);
    expect((await route(h, "frobnicate")).out).toEqual(["frobnicate: command not found"]);
  });

  test("in French, from the French table", async () => {
    const h = await makeHarness({ language: "fr" });
    expect((await route(h, "git status")).out).toEqual(["git\u00a0: commande introuvable", hint("fr")]);
    expect((await route(h, "chmod +x note.txt")).out).toEqual(["chmod\u00a0: commande introuvable"]);
  });

  test("a near miss of a command gets its suggestion every time, and the hint is still shown once", async () => {
    const h = await makeHarness();
    expect((await route(h, "hepl")).out).toEqual(["hepl: command not found", "Did you mean help?"]);
    expect((await route(h, "git status")).out).toEqual(["git: command not found", hint()]);
    expect((await route(h, "gerp -i todo notes.txt")).out).toEqual(["gerp: command not found", "Did you mean grep?"]);
    expect((await route(h, "hepl")).out).toEqual(["hepl: command not found", "Did you mean help?"]);
    expect((await route(h, "gerp -i todo notes.txt")).out).toEqual(["gerp: command not found", "Did you mean grep?"]);
  });

  test("the hint is shown once for a session kept as data between posts (no JavaScript)", async () => {
    const h = await makeHarness();
    await route(h, "git status");
    const saved = JSON.parse(JSON.stringify(h.engine.save())) as SavedSession;
    const deps = plainDeps();
    const engine = createEngine(deps, saved);
    await engine.submit("docker ps");
    expect(
      engine
        .snapshot()
        .lines.slice(-2)
        .map((l) => l.text),
    ).toEqual([`${engine.snapshot().prompt} docker ps`, "docker: command not found"]);
    // A new session shows it again.
    const fresh = await makeHarness();
    expect((await route(fresh, "docker ps")).out).toEqual(["docker: command not found", hint()]);
  });

  test("the line runs as bash would: && stops, ; goes on, $? is 127", async () => {
    const h = await makeHarness();
    expect((await route(h, "git status && pwd")).out).toEqual(["git: command not found", hint()]);
    expect((await route(h, "git status; pwd")).out).toEqual(["git: command not found", "/home/guest"]);
    await route(h, "npm install");
    expect((await route(h, "echo $?")).out).toEqual(["127"]);
  });

  test("a shell-like line renders once, with its hint", async () => {
    const h = await makeHarness();
    const before = h.snapshots.length;
    await h.run("git status");
    expect(h.snapshots.length).toBe(before + 1);
  });

  test("an async command after it shows on the screen while it runs; the hint comes at the end", async () => {
    const h = await makeHarness();
    await h.run("git status; ping example.com");
    // What the screen was given (the last emitted snapshot), not only the engine's state.
    const shown = h.snapshots.at(-1)!;
    expect(shown.mode).toBe("processing");
    expect(shown.lines.slice(-2).map((l) => l.text)).toEqual(["git: command not found", expect.stringMatching(/^PING example\.com/)]);
    await h.clock.runAll();
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.last()).toEqual([hint()]);
  });
});

describe("the list of missing tools", () => {
  const tools = [...MISSING_TOOLS.operands, ...MISSING_TOOLS.subcommands];

  test("names no command or alias of this terminal (one it gains leaves the list)", () => {
    const commands = new Set([...commandNames(sampleContent().profile.handle), ...DEFAULT_ALIASES.map(([name]) => name)]);
    expect(tools.filter((tool) => commands.has(tool))).toEqual([]);
    expect(new Set(tools).size).toBe(tools.length);
  });

  test("each tool with an option is a command, and a question about it is not", () => {
    expect(tools.filter((tool) => !isShellLike(`${tool} --version`))).toEqual([]);
    expect(tools.filter((tool) => isShellLike(`${tool} --version?`) || isShellLike(`does she know ${tool}?`))).toEqual([]);
  });
});

describe("the assistant's evaluation messages", () => {
  const dir = path.join(process.cwd(), "tests/assistant-eval");
  const load = (file: string) => YAML.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;

  test("every message of the evaluation set stays a question", () => {
    const set = load("set.yaml") as { messages: Array<{ text: string }> };
    expect(set.messages.length).toBeGreaterThan(100);
    expect(set.messages.map((m) => m.text).filter(isShellLike)).toEqual([]);
  });

  test("in the scripted dialogues, only the typed commands are answered by the shell", () => {
    const { dialogues } = load("dialogues.yaml") as { dialogues: Array<{ turns: Array<{ text: string; category?: string }> }> };
    const turns = dialogues.flatMap((d) => d.turns);
    expect(turns.filter((t) => t.category !== "terminal" && isShellLike(t.text))).toEqual([]);
    // Typed commands: a tool this terminal lacks, or one it has since gained (printf, issue 36).
    const names = commandNames(sampleContent().profile.handle);
    expect(turns.filter((t) => isShellLike(t.text) || names.includes(t.text.split(" ")[0]!)).length).toBeGreaterThanOrEqual(8);
  });
});
