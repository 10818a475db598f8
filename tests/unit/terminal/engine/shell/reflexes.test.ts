/**
 * The shell reflexes a visitor types first (issue 36, ADR 056): `cd -`, `$(…)` and backquotes, `echo -e/-n`,
 * `printf`, `$PATH` and `$RANDOM`, `X=1`, `history -c`, `sudo su` / `sudo -i` / `su`, a password that never
 * leaves its prompt, `sleep`. Driven through the real engine, in English and French (Spanish where the table has
 * the text); expectations are the engine's own messages and bash's output.
 */
import { describe, expect, test } from "vitest";
import { createEngine } from "~/terminal/engine";
import { SHELL_PATH } from "~/terminal/engine/context";
import { LINE_MAX_COMMANDS, SLEEP_MAX_SECONDS, SUBST_MAX_DEPTH } from "~/terminal/engine/limits";
import { message, type Lang } from "~/terminal/engine/messages";
import type { SavedSession } from "~/terminal/engine/types";
import { flushMicrotasks, makeHarness, plainDeps, rootHarness, type Harness } from "../fake-deps";

const t = (key: Parameters<typeof message>[1], params?: Record<string, string | number>, lang: Lang = "en") => message(lang, key, params);

/** Runs a line to its end (timers included); what it printed after its echo. */
async function out(h: Harness, line: string): Promise<string[]> {
  const before = h.engine.snapshot().lines.length;
  const done = h.engine.submit(line);
  await h.clock.runAll();
  await done;
  return h.engine
    .snapshot()
    .lines.slice(before + 1)
    .map((l) => l.text);
}

/** The recovery phrase (the password), read from the session's secrets through a save. */
const phraseOf = (h: Harness) => (h.engine.save() as SavedSession).secrets.recoveryPhrase;

describe("cd - (OLDPWD)", () => {
  test("goes back to the previous directory and prints it, both ways", async () => {
    const h = await makeHarness();
    await out(h, "cd /etc");
    expect(await out(h, "cd -")).toEqual(["/home/guest"]);
    expect(h.engine.snapshot().cwd).toBe("/home/guest");
    expect(await out(h, "cd -")).toEqual(["/etc"]);
    expect(await out(h, "echo $OLDPWD")).toEqual(["/home/guest"]);
  });

  test.each<Lang>(["en", "fr", "es"])("before any cd, OLDPWD is not set (%s)", async (lang) => {
    const h = await makeHarness({ language: lang });
    expect(await out(h, "cd -")).toEqual([t("cdOldpwdUnset", {}, lang)]);
    expect(await out(h, "echo $?")).toEqual(["1"]);
  });
});

describe("command substitution", () => {
  test.each<[string, string[]]>([
    ["echo $(pwd)", ["/home/guest"]],
    ["echo `pwd`", ["/home/guest"]],
    ["echo before $(echo middle) after", ["before middle after"]],
    // Unquoted: split into words; quoted: one word, blanks kept.
    ['echo $(echo "a    b")', ["a b"]],
    ['echo "[$(echo "a    b")]"', ["[a    b]"]],
    ["echo '$(pwd)' '`pwd`'", ["$(pwd) `pwd`"]],
    ["echo \\$(pwd)", ["$(pwd)"]],
    ["echo $(echo $(echo nested))", ["nested"]],
    ['echo "$(echo "$(echo in quotes)")"', ["in quotes"]],
    ["echo a$(true)b", ["ab"]],
    ["X=$(echo hello); echo $X", ["hello"]],
    ["echo $(cat nofile)", [t("noSuchFile", { cmd: "cat", path: "nofile" }), ""]],
    ["echo $(printf 'one\\ntwo\\n\\n\\n')", ["one two"]],
    ["echo $(echo hi | tr a-z A-Z)", ["HI"]],
    ["echo `echo \\`echo inner\\``", ["inner"]],
  ])("%s", async (line, expected) => {
    const h = await makeHarness();
    expect(await out(h, line)).toEqual(expected);
  });

  test("a line that opens with a substitution runs it (nothing goes to the assistant)", async () => {
    const h = await makeHarness();
    expect(await out(h, "$(echo pwd)")).toEqual(["/home/guest"]);
    expect(h.api.messages).toEqual([]);
  });

  test("an unclosed substitution is bash's syntax error", async () => {
    const h = await makeHarness();
    expect(await out(h, "echo $(pwd")).toEqual(["bash: unexpected EOF while looking for matching `)'"]);
  });

  test.each<Lang>(["en", "fr"])("nesting past SUBST_MAX_DEPTH is refused with a message (%s)", async (lang) => {
    const h = await makeHarness({ language: lang });
    const nested = (depth: number) => "$(echo ".repeat(depth) + "x" + ")".repeat(depth);
    expect(await out(h, `echo ${nested(SUBST_MAX_DEPTH)}`)).toEqual(["x"]);
    const refused = await out(h, `echo ${nested(SUBST_MAX_DEPTH + 1)}`);
    expect(refused).toEqual([t("limitSubstDepth", { limit: SUBST_MAX_DEPTH }, lang)]);
    // Quotes nesting the scan: refused the same way, at once.
    const quoted = `echo ${'"$('.repeat(5_000)}`;
    const started = performance.now();
    expect(await out(h, quoted)).toEqual([t("limitSubstDepth", { limit: SUBST_MAX_DEPTH }, lang)]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  test("an alias that substitutes itself stops at the caps, at once", async () => {
    const h = await makeHarness();
    await out(h, "alias deep='echo $(deep)'");
    await out(h, "alias wide='echo $(wide) $(wide)'");
    await out(h, `alias busy='echo $(${"true; ".repeat(12)}busy)'`);
    const started = performance.now();
    expect(await out(h, "deep")).toEqual([t("limitSubstDepth", { limit: SUBST_MAX_DEPTH })]);
    expect(await out(h, "wide")).toEqual([t("limitSubstDepth", { limit: SUBST_MAX_DEPTH })]);
    expect(await out(h, "busy")).toEqual([t("limitCommands", { limit: LINE_MAX_COMMANDS })]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await out(h, "echo still here")).toEqual(["still here"]);
  });

  test("the commands substitutions run count against the line's cap", async () => {
    const h = await makeHarness();
    const inner = Array.from({ length: 60 }, () => "true").join("; ");
    expect(await out(h, `echo $(${inner}) $(${inner})`)).toEqual([t("limitCommands", { limit: LINE_MAX_COMMANDS })]);
  });

  test("a substitution's output counts against the caps: a huge one is refused with bash's message", async () => {
    const h = await makeHarness();
    expect(await out(h, "X=$(printf '%030000d' 0)")).toEqual([]);
    expect(await out(h, "echo $(echo $X $X $X $X $X $X $X $X $X $X $X $X)")).toEqual([t("limitArgs", { cmd: "echo" }), ""]);
    // What a line may build in all (LINE_MAX_WORK_CHARS): the line stops, with one message.
    const printed = await out(h, `echo ${"$(echo $X $X $X $X $X $X $X $X) ".repeat(12)}; echo after`);
    expect(printed).toEqual([t("limitLineWork", { cmd: "echo", limit: 2 * 1024 * 1024 })]);
  });

  test("an interactive command refuses to run inside one", async () => {
    const h = await makeHarness();
    expect(await out(h, "echo $(sudo)")).toEqual([t("shellNotInPipe", { cmd: "sudo" }), ""]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });
});

describe("echo -e / -n and printf", () => {
  test.each<[string, string[]]>([
    ["echo -e 'a\\tb\\nc'", ["a\tb", "c"]],
    ["echo -e 'back\\\\slash'", ["back\\slash"]],
    ["echo -e '\\e[31mred\\e[0m plain'", ["red plain"]],
    ["echo -e 'stop\\chere'", ["stop"]],
    ["echo 'a\\nb'", ["a\\nb"]],
    ["echo -n hi | wc -c", ["2"]],
    ["echo -ne 'x\\n' | wc -c", ["2"]],
    ["echo -x", ["-x"]],
    ["printf '%s-%d-%i-%x-%o-%c-%%\\n' str 42 7 255 8 xyz", ["str-42-7-ff-10-x-%"]],
    ["printf '%.2f %f\\n' 3.14159 2", ["3.14 2.000000"]],
    ["printf '%5s|%-5s|%05d|%+d\\n' a b 42 3", ["    a|b    |00042|+3"]],
    ["printf '%s\\n' a b c", ["a", "b", "c"]],
    ["printf '%s=%d\\n' a 1 b", ["a=1", "b=0"]],
    ["printf 'no newline' | wc -c", ["10"]],
    ["printf '%X %#x %#o\\n' 255 255 8", ["FF 0xff 010"]],
    ["printf '%d\\n' 0x1f 010 \"'A\"", ["31", "8", "65"]],
    ["printf '%b\\n' 'tab\\there'", ["tab\there"]],
    ["printf '%e\\n' 12345.678", ["1.234568e+04"]],
    ["printf 'only text\\n' extra", ["only text"]],
  ])("%s", async (line, expected) => {
    const h = await makeHarness();
    expect(await out(h, line)).toEqual(expected);
  });

  test.each<Lang>(["en", "fr", "es"])("printf's errors, in the page's language (%s)", async (lang) => {
    const h = await makeHarness({ language: lang });
    expect(await out(h, "printf '%d\\n' abc")).toEqual([t("printfInvalidNumber", { arg: "abc" }, lang), "0"]);
    expect(await out(h, "echo $?")).toEqual(["1"]);
    expect(await out(h, "printf '%z'")).toEqual([t("printfBadFormat", { char: "z" }, lang)]);
    expect(await out(h, "printf")).toEqual([t("printfUsage", {}, lang)]);
  });

  test("a width past what one command may write is stopped, not built", async () => {
    const h = await makeHarness();
    const printed = await out(h, "printf '%999999999d' 1");
    expect(printed).toEqual([t("limitOutput", { cmd: "printf", limit: 1024 * 1024 })]);
  });

  test("printf is a command now, not 'command not found'", async () => {
    const h = await makeHarness();
    expect(await out(h, 'printf "a\\n"')).toEqual(["a"]);
  });
});

describe("$PATH and $RANDOM", () => {
  test("PATH holds /usr/bin, where which finds the commands; root's has the sbin folders", async () => {
    const h = await makeHarness();
    expect(await out(h, "echo $PATH")).toEqual([SHELL_PATH.guest]);
    expect(SHELL_PATH.guest.split(":")).toContain((await out(h, "which ls"))[0]!.replace(/\/ls$/, ""));
    expect(await out(h, "env | grep ^PATH=")).toEqual([`PATH=${SHELL_PATH.guest}`]);
    await out(h, "export PATH=$PATH:/opt/bin");
    expect(await out(h, "echo $PATH")).toEqual([`${SHELL_PATH.guest}:/opt/bin`]);
    const root = await rootHarness();
    expect(await out(root, "echo $PATH")).toEqual([SHELL_PATH.root]);
  });

  test("RANDOM is 0..32767 and new at each expansion", async () => {
    const h = await makeHarness();
    const values = (await out(h, `echo ${"$RANDOM ".repeat(50)}`))[0]!.split(" ").map(Number);
    expect(values).toHaveLength(50);
    for (const value of values) expect(Number.isInteger(value) && value >= 0 && value <= 32_767).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(40);
  });
});

describe("assignments", () => {
  test("X=1 sets a shell variable (not exported); export makes it one", async () => {
    const h = await makeHarness();
    expect(await out(h, "X=1")).toEqual([]);
    expect(h.api.messages).toEqual([]);
    expect(await out(h, "echo $X")).toEqual(["1"]);
    expect(await out(h, "env | grep ^X=")).toEqual([]);
    await out(h, "export X");
    expect(await out(h, "env | grep ^X=")).toEqual(["X=1"]);
  });

  test("X=1 > file: the file is made and the variable set", async () => {
    const h = await makeHarness();
    expect(await out(h, "Y=2 > made.txt")).toEqual([]);
    expect(await out(h, "echo $Y; ls made.txt")).toEqual(["2", "made.txt"]);
  });

  test("X=1 cmd: for that command only", async () => {
    const h = await makeHarness();
    expect(await out(h, "GREETING=hi env | grep GREETING")).toEqual(["GREETING=hi"]);
    expect(await out(h, "echo [$GREETING]")).toEqual(["[]"]);
  });
});

describe("history -c", () => {
  test("clears the history, and what keeps it", async () => {
    const h = await makeHarness();
    await out(h, "pwd");
    await out(h, "ls");
    await out(h, "history -c");
    expect(h.engine.historyEntries()).toEqual([]);
    expect(h.engine.historyUp("")).toBe("");
    expect(await out(h, "history")).toEqual(["  1  history"]);
    // What the browser's storage keeps for the next page holds the line typed since, nothing before.
    expect(JSON.parse(h.storage.getItem("commandHistory") ?? "[]")).toEqual(["history"]);
  });

  test("history n shows the last n; a bad option is bash's error", async () => {
    const h = await makeHarness();
    await out(h, "pwd");
    await out(h, "ls");
    expect(await out(h, "history 2")).toEqual(["  2  ls", "  3  history 2"]);
    expect(await out(h, "history -z")).toEqual([t("historyBadOption", { opt: "-z" })]);
  });
});

describe("sudo su, sudo -i, sudo -s, su", () => {
  test.each(["sudo su", "sudo -i", "sudo -s", "sudo su -", "sudo su root", "sudo bash"])(
    "%s: sudo's prompt, then a root shell",
    async (line) => {
      const h = await makeHarness();
      await out(h, line);
      expect(h.engine.snapshot()).toMatchObject({ mode: "password", prompt: "[sudo] password for guest:" });
      expect(await out(h, phraseOf(h))).toEqual([t("authSuccess")]);
      expect(h.engine.snapshot()).toMatchObject({ user: "root", cwd: "/home/root", mode: "normal" });
    },
  );

  test("sudo su with a wrong password: the spec's error, still the guest", async () => {
    const h = await makeHarness();
    await out(h, "sudo su");
    expect(await out(h, "hunter2")).toEqual([t("sudoIncorrect")]);
    expect(h.engine.snapshot().user).toBe("guest");
  });

  test("sudo -i as root says the session is elevated already", async () => {
    const h = await rootHarness();
    expect(await out(h, "sudo -i")).toEqual([t("sudoAlreadyRoot")]);
  });

  test.each<[string, Lang]>([
    ["su", "en"],
    ["su -", "fr"],
    ["su root", "es"],
  ])("%s asks for root's password as su does; a wrong one fails (%s)", async (line, lang) => {
    const h = await makeHarness({ language: lang });
    await out(h, line);
    expect(h.engine.snapshot()).toMatchObject({ mode: "password", prompt: t("suPrompt", {}, lang) });
    const answer = h.engine.submit("hunter2");
    await answer;
    const lines = h.engine.snapshot().lines;
    expect(lines.at(-2)).toMatchObject({ type: "password", text: `${t("suPrompt", {}, lang)} ********` });
    expect(lines.at(-1)?.text).toBe(t("suFailure", {}, lang));
    expect(h.engine.snapshot()).toMatchObject({ user: "guest", mode: "normal" });
  });

  test("su with the password (the recovery phrase, ADR 056): root, silently, and the quest moves on", async () => {
    const h = await makeHarness();
    await out(h, "challenge");
    await out(h, "cat ~/.secrets/api_token");
    const token = h.last()[0];
    await out(h, `curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`);
    await out(h, "su");
    const done = h.engine.submit(phraseOf(h));
    await done;
    expect(h.engine.snapshot().lines.at(-1)?.text).toBe("Password: ********");
    expect(h.engine.snapshot()).toMatchObject({ user: "root", cwd: "/home/root" });
    await h.clock.runAll();
    expect(h.texts().join("\n")).toContain(t("questUpdate", { level: 3, objective: "" }).split("{")[0]!.slice(0, 10));
  });

  test("Escape at su's prompt cancels it with su's words; su to an unknown user", async () => {
    const h = await makeHarness();
    await out(h, "su");
    h.engine.cancel();
    expect(h.last()).toEqual([t("suCancelled")]);
    expect(await out(h, "su bob")).toEqual([t("suNoUser", { user: "bob" })]);
  });

  test("a saved session waiting at su's prompt comes back with su's prompt", async () => {
    const h = await makeHarness();
    await out(h, "su");
    const saved = JSON.parse(JSON.stringify(h.engine.save())) as SavedSession;
    const engine = createEngine(plainDeps(), saved);
    expect(engine.snapshot()).toMatchObject({ mode: "password", prompt: "Password:" });
  });
});

describe("a password never leaves its prompt", () => {
  test("the password retyped at the normal prompt after a wrong attempt: not sent, not kept, not shown", async () => {
    const h = await makeHarness();
    await out(h, "sudo");
    await out(h, "hunter2");
    const phrase = phraseOf(h);
    const printed = await out(h, phrase);
    expect(h.api.messages).toEqual([]);
    expect(h.engine.historyEntries()).not.toContain(phrase);
    expect(h.texts().join("\n")).not.toContain(phrase);
    expect(h.engine.snapshot().lines.at(-2)?.text).toBe(`${h.engine.snapshot().prompt} ********`);
    expect(printed).toEqual([t("passwordNotSent")]);
  });

  test.each<Lang>(["en", "fr"])("typed at a prompt that has closed (Ctrl+C meanwhile): dropped (%s)", async (lang) => {
    const h = await makeHarness({ language: lang });
    await out(h, "sudo");
    h.engine.cancel();
    const before = h.engine.snapshot().lines.length;
    await h.engine.submitPassword("my secret password");
    expect(h.api.messages).toEqual([]);
    expect(h.engine.historyEntries()).toEqual(["sudo"]);
    expect(h.texts().join("\n")).not.toContain("my secret password");
    expect(
      h.engine
        .snapshot()
        .lines.slice(before)
        .map((l) => l.text),
    ).toEqual([t("passwordDropped", {}, lang)]);
  });

  test("a password field's line at an open prompt answers it", async () => {
    const h = await makeHarness();
    await out(h, "sudo");
    await h.engine.submitPassword(phraseOf(h));
    expect(h.engine.snapshot().user).toBe("root");
  });

  test("a restored session (no JavaScript) drops a password posted after its prompt closed", async () => {
    const h = await makeHarness();
    await out(h, "sudo");
    h.engine.cancel();
    const saved = JSON.parse(JSON.stringify(h.engine.save())) as SavedSession;
    const deps = plainDeps({ scriptless: true });
    const api = deps.api as unknown as { messages: string[] };
    const engine = createEngine(deps, saved);
    await engine.submitPassword("follow the owl fox1");
    expect(api.messages).toEqual([]);
    expect(engine.snapshot().lines.at(-1)?.text).toBe(t("passwordDropped"));
  });
});

describe("sleep", () => {
  test("waits, then the prompt comes back", async () => {
    const h = await makeHarness();
    const done = h.engine.submit("sleep 2; echo woke");
    await flushMicrotasks();
    expect(h.engine.snapshot().mode).toBe("processing");
    await h.clock.advance(1_999);
    expect(h.texts()).not.toContain("woke");
    await h.clock.advance(1);
    await done;
    expect(h.last()).toEqual(["woke"]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("Ctrl+C stops it: ^C and status 130", async () => {
    const h = await makeHarness();
    const done = h.engine.submit("sleep 5");
    await flushMicrotasks();
    h.engine.cancel();
    await done;
    expect(h.last()).toEqual(["^C"]);
    expect(await out(h, "echo $?")).toEqual(["130"]);
    expect(h.clock.pending()).toBe(0);
  });

  test.each<Lang>(["en", "fr", "es"])("capped at SLEEP_MAX_SECONDS, saying so (%s)", async (lang) => {
    const h = await makeHarness({ language: lang });
    const done = h.engine.submit("sleep 1h");
    await flushMicrotasks();
    expect(h.last()).toEqual([t("sleepCapped", { max: SLEEP_MAX_SECONDS }, lang)]);
    await h.clock.advance(SLEEP_MAX_SECONDS * 1000);
    await done;
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(await out(h, "sleep x")).toEqual([t("sleepInvalid", { arg: "x" }, lang)]);
  });

  test("without JavaScript it answers at once (no timer: a server worker never waits)", async () => {
    const deps = plainDeps({ scriptless: true });
    const engine = createEngine(deps);
    engine.boot();
    await deps.clock.runAll();
    const before = engine.snapshot().lines.length;
    await engine.submit("sleep 10");
    // Its echo and nothing else: no "command not found", no waiting.
    expect(engine.snapshot().lines.length).toBe(before + 1);
    expect(engine.snapshot().mode).toBe("normal");
    expect(deps.clock.pending()).toBe(0);
  });
});

describe("variables and aliases in a saved session (no JavaScript)", () => {
  test("export X=1, X=1, alias and unalias survive a save and restore", async () => {
    const h = await makeHarness();
    for (const line of ["export E=exported", "V=shell", "alias ll='ls -l'", "unalias la", "cd /etc", "cd /tmp"]) await out(h, line);
    const saved = JSON.parse(JSON.stringify(h.engine.save())) as SavedSession;
    const deps = plainDeps({ scriptless: true });
    const engine = createEngine(deps, saved);
    const run = async (line: string) => {
      const before = engine.snapshot().lines.length;
      await engine.submit(line);
      return engine
        .snapshot()
        .lines.slice(before + 1)
        .map((l) => l.text);
    };
    expect(await run("echo $E $V")).toEqual(["exported shell"]);
    expect(await run("env | grep -c =shell")).toEqual(["0"]);
    expect(await run("alias ll")).toEqual(["alias ll='ls -l'"]);
    expect(await run("alias la")).toEqual([t("shellAliasNotFound", { name: "la" })]);
    expect(await run("cd -")).toEqual(["/etc"]);
  });

  test("a fresh session saves no shell; a malformed one is skipped", async () => {
    const h = await makeHarness();
    expect(h.engine.save()?.shell).toBeUndefined();
    const saved = h.engine.save() as SavedSession;
    const bad = {
      ...saved,
      shell: { exported: [["1BAD", "x"], ["OK", 2], "junk", ["GOOD", "yes"]], variables: "no", aliases: [["ll", 5]] },
    };
    const engine = createEngine(plainDeps(), bad as unknown as SavedSession);
    await engine.submit("echo [$GOOD] [$OK]");
    expect(engine.snapshot().lines.at(-1)?.text).toBe("[yes] []");
  });
});
