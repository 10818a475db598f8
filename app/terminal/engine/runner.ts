/**
 * The shell: runs a command line once the engine has decided it is one (its first word is a command
 * or an alias). Line → tree (shell/parse.ts) → per simple command: alias, expansion (shell/expand.ts),
 * redirections → the command runs with its streams → its exit status feeds `&&`, `||` and `$?`.
 *
 * Streams: a command prints lines; a line of type "error" is standard error, any other is standard
 * output. On the screen they keep their types; into a pipe or a file they become text, one line
 * each, every line ending in "\n".
 */
import type { Command, CommandContext, LineExtra, ShellEnv, WriteError, WriteResult } from "./command";
import type { WritableHome } from "./home";
import { ARGS_MAX_CHARS, LimitExceeded, LINE_MAX_COMMANDS, LineBudget, PIPELINE_MAX_STAGES, type StageBudget } from "./limits";
import type { MessageKey } from "./messages";
import { expandWord, type ExpandContext } from "./shell/expand";
import { andThen as then, loop, type Maybe } from "./shell/maybe";
import {
  parseCommandLine,
  wordText,
  type AndOr,
  type Pipeline,
  type Script,
  type SimpleCommand,
  type Word,
  type WordPart,
} from "./shell/parse";
import { noRoomFor } from "./tools/env-room";
import type { InputMode, LineType, TerminalLine } from "./types";
import type { User } from "./vfs";
import { writeErrorText } from "./write-errors";

const DEV_NULL = "/dev/null";

/** Commands that open a full-screen overlay, a game or a prompt: run only when their output goes to the screen. */
export const INTERACTIVE_COMMANDS = new Set(["contact", "snake", "hangman", "brickbreaker", "wordle", "dos", "gba", "sudo", "su"]);

/** `NAME=` opening a word: a variable assignment when it comes before the command word. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

type CommandPart = Extract<WordPart, { kind: "command" }>;
/** What each command substitution of a simple command printed (read by the expansion). */
type Substituted = ReadonlyMap<CommandPart, string>;

export const DEFAULT_ALIASES: ReadonlyArray<[string, string]> = [
  ["ll", "ls -la"],
  ["la", "ls -a"],
  ["l", "ls"],
];

/** What the shell needs from the engine. */
export interface RunnerHost {
  commands: ReadonlyMap<string, Command>;
  aliases: Map<string, string>;
  /** The shell's variables (assignments write them). */
  env: ShellEnv;
  isAvailable(cmd: Command | undefined): cmd is Command;
  /** A command's context whose output goes through `io`. */
  context(name: string, args: string[], io: StageIo): CommandContext;
  push(type: LineType, text: string, extra?: LineExtra): number;
  update(id: number, patch: Partial<Omit<TerminalLine, "id">>): void;
  remove(id: number): void;
  /** Defers emitting until the returned release is called (one render for a synchronous line). */
  hold(): () => void;
  mode(): InputMode;
  setMode(mode: InputMode): void;
  /** Called once an async command settled (clears its Escape handler, leaves "processing"). */
  settled(): void;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  variable(name: string): string | undefined;
  expandContext(): Omit<ExpandContext, "variable">;
  home: WritableHome;
  user(): User;
  resolve(path: string): string;
  /** A file's text as the visitor may read it (a `<` redirection). */
  readFile(path: string): { ok: true; text: string } | { ok: false; error: WriteError; path: string };
}

export interface StageIo {
  stdin?: string;
  piped: boolean;
  print(type: LineType, text: string, extra?: LineExtra): number;
  /** The command read this many characters of a file (counted against its caps, limits.ts). */
  read(chars: number): void;
  /** The command looked up a file or folder (limits.ts). */
  lookup(): void;
  /** The command writes, creates or removes a file or folder (limits.ts). */
  write(): void;
  update(id: number, patch: Partial<Omit<TerminalLine, "id">>): void;
  remove(id: number): void;
  /** Runs another command with this one's output streams and an empty standard input, as xargs does; its exit status. */
  spawn(name: string, args: string[]): Maybe<number>;
}

/** Where a stream goes: the screen, or a text buffer (a pipe or a file). */
interface Sink {
  screen: boolean;
  lines: Array<{ id: number; text: string; noNewline?: boolean }>;
}

const screenSink = (): Sink => ({ screen: true, lines: [] });
const bufferSink = (): Sink => ({ screen: false, lines: [] });
export const sinkText = (sink: Sink) => sink.lines.map((line) => (line.noNewline ? line.text : `${line.text}\n`)).join("");

let fakeIds = -1;

export class ShellRunner {
  /** `$?`: the exit status of the last command. */
  status = 0;

  /** Releases the engine's hold on emitting (held while commands run synchronously). */
  private release: (() => void) | null = null;

  /** What the line being run may still make the engine do (limits.ts); one per line, nested runs share it. */
  private budget = new LineBudget();

  /** Where the last stage's standard output goes inside a command substitution (null: the screen). */
  private capture: Sink | null = null;

  /** Command substitutions running one inside another. */
  private depth = 0;

  constructor(private readonly host: RunnerHost) {}

  /** Takes the hold unless an outer run has it (a command running another through ctx.execute). */
  private hold(): boolean {
    if (this.release) return false;
    this.release = this.host.hold();
    return true;
  }

  private unhold(own: boolean): void {
    if (!own) return;
    this.release?.();
    this.release = null;
  }

  /** A line that opens with shell syntax rather than a command word: an assignment (`X=1`) or a substitution (`$(…)`, `` `…` ``). */
  static startsWithShellSyntax(raw: string): boolean {
    return ASSIGNMENT.test(raw) || raw.startsWith("$(") || raw.startsWith("`");
  }

  /** The command word of a line as the router sees it (before any parsing), lowercased. */
  static firstWord(raw: string): string {
    return (/^[^\s|;&<>]+/.exec(raw)?.[0] ?? "").toLowerCase();
  }

  /** Parses and runs a whole line; `before` runs first, in the same render (the line's echo). */
  run(raw: string, before?: () => void): Promise<void> {
    return this.held(() => {
      before?.();
      return this.script(raw);
    });
  }

  /** Runs a known command with its output on the screen (sudo's pending command, AI-returned ones). */
  execute(cmd: Command, name: string, args: string[]): Promise<number> {
    return this.held(() =>
      then(this.stage(cmd, name, args, { stdout: screenSink(), stderr: screenSink() }), (status) => (this.status = status)),
    );
  }

  /** Runs `fn` holding the engine's emits; synchronous commands thus render once, before this returns. */
  private held<T>(fn: () => Maybe<T>): Promise<T> {
    const own = this.hold();
    if (own) this.budget = new LineBudget();
    let result: Maybe<T>;
    try {
      result = fn();
    } catch (error) {
      this.unhold(own);
      return Promise.reject(error);
    }
    if (result instanceof Promise) return result.finally(() => this.unhold(own));
    this.unhold(own);
    return Promise.resolve(result);
  }

  private script(raw: string): Maybe<void> {
    const parsed = this.capped(() => parseCommandLine(raw));
    if (!parsed.ok || !parsed.value.ok) {
      if (parsed.ok && !parsed.value.ok) this.host.push("error", `bash: ${parsed.value.error}`);
      this.status = 2;
      return;
    }
    const chains = parsed.value.script;
    const size = measure(chains);
    const tooBig =
      size.stages > PIPELINE_MAX_STAGES
        ? { key: "limitStages" as const, limit: PIPELINE_MAX_STAGES }
        : size.commands > LINE_MAX_COMMANDS
          ? { key: "limitCommands" as const, limit: LINE_MAX_COMMANDS }
          : undefined;
    // A command substitution's commands count with the line's (the budget says when they are too many).
    if (tooBig || !this.capped(() => this.budget.script(size.commands)).ok) {
      if (tooBig) this.host.push("error", this.host.t(tooBig.key, { limit: tooBig.limit }));
      this.status = 2;
      return;
    }
    return loop(chains.length, (index) => !this.stopped() && then(this.chain(chains[index]!), () => true));
  }

  /**
   * `$(script)`: runs it with its standard output captured (its errors still reach the screen), and gives what
   * it printed without the trailing newlines; null when a cap stopped it (its message is on the screen).
   */
  private substitute(part: CommandPart): Maybe<string | null> {
    if (!this.capped(() => this.budget.nest(this.depth + 1)).ok) return null;
    const sink = bufferSink();
    const outer = this.capture;
    this.capture = sink;
    this.depth += 1;
    const done = () => {
      this.capture = outer;
      this.depth -= 1;
    };
    let ran: Maybe<void>;
    try {
      ran = this.script(part.script);
    } catch (error) {
      done();
      throw error;
    }
    const result = () => {
      done();
      return this.budget.exhausted ? null : sinkText(sink).replace(/\n+$/, "");
    };
    return ran instanceof Promise ? ran.then(result, (error: unknown) => (done(), Promise.reject(error))) : result();
  }

  /** Every command substitution of these words run in order, left to right; null when one was stopped. */
  private substituteAll(words: Word[]): Maybe<Substituted | null> {
    const parts = words.flatMap((word) => word.parts.filter((part): part is CommandPart => part.kind === "command"));
    if (parts.length === 0) return new Map();
    const values = new Map<CommandPart, string>();
    let failed = false;
    const ran = loop(parts.length, (index) =>
      then(this.substitute(parts[index]!), (value) => {
        if (value === null) failed = true;
        else values.set(parts[index]!, value);
        return !failed;
      }),
    );
    return then(ran, () => (failed ? null : values));
  }

  /** `a && b || c`: each pipeline runs or is skipped by the status so far. */
  private chain(chain: AndOr): Maybe<number> {
    let status = 0;
    const steps = [{ op: ";", pipeline: chain.first }, ...chain.rest];
    const ran = loop(steps.length, (index) => {
      const step = steps[index]!;
      if (index > 0 && this.stopped()) return false;
      if ((step.op === "&&" && status !== 0) || (step.op === "||" && status === 0)) return true;
      return then(this.pipeline(step.pipeline), (s) => {
        status = s;
        return true;
      });
    });
    return then(ran, () => status);
  }

  /** A command opened a prompt or an overlay, or the line used up its caps (limits.ts): the rest of the line is dropped. */
  private stopped(): boolean {
    const mode = this.host.mode();
    return mode === "password" || mode === "overlay" || this.budget.exhausted;
  }

  private pipeline(pipeline: Pipeline): Maybe<number> {
    let stdin: string | undefined;
    let status = 0;
    const count = pipeline.commands.length;
    const ran = loop(count, (index) =>
      then(this.simple(pipeline.commands[index]!, stdin, index === count - 1), (result) => {
        status = result.status;
        stdin = result.stdout;
        return !this.stopped();
      }),
    );
    return then(ran, () => {
      this.status = status;
      return status;
    });
  }

  /** Words into arguments with one context for them all (a line may hold thousands of words). */
  private expander(substituted: Substituted): (word: Word, whole?: boolean) => string[] {
    const budget = this.budget;
    let pattern = "";
    const context: ExpandContext = {
      ...this.host.expandContext(),
      variable: (name) => this.host.variable(name),
      substituted: (part) => substituted.get(part) ?? "",
      visit: () => budget.visit(pattern),
    };
    return (word, whole) => {
      pattern = wordText(word);
      return expandWord(word, context, whole);
    };
  }

  /** A command's words expanded; past ARGS_MAX_CHARS (each argument with its separator) bash's E2BIG. */
  private expandArguments(words: Word[], substituted: Substituted): string[] {
    const expand = this.expander(substituted);
    const args: string[] = [];
    let size = 0;
    for (const word of words) {
      for (const arg of expand(word)) {
        size += arg.length + 1;
        if (size > ARGS_MAX_CHARS) throw new LimitExceeded("limitArgs", { cmd: args[0] ?? arg });
        this.budget.argument(args[0] ?? arg);
        args.push(arg);
      }
    }
    this.budget.spend(size, args[0] ?? "");
    return args;
  }

  /** Runs `fn`; a cap it reaches (limits.ts) is bash's error line and status 1, as for a failed expansion. */
  private capped<T>(fn: () => T): { ok: true; value: T } | { ok: false } {
    try {
      return { ok: true, value: fn() };
    } catch (error) {
      if (!(error instanceof LimitExceeded)) throw error;
      this.host.push("error", this.host.t(error.key, error.params));
      return { ok: false };
    }
  }

  /** The alias's words in place of the first one (one level, as a visitor types them). */
  private unalias(words: Word[]): Word[] {
    const first = words[0];
    if (!first || first.parts.some((part) => part.kind !== "text" || part.quoted)) return words;
    const value = this.host.aliases.get(wordText(first));
    if (value === undefined) return words;
    let parsed: ReturnType<typeof parseCommandLine>;
    try {
      parsed = parseCommandLine(value);
    } catch {
      return words; // an alias nesting substitutions past SUBST_MAX_DEPTH: left as typed
    }
    const replacement = parsed.ok && parsed.script.length === 1 ? parsed.script[0]!.first.commands : [];
    return replacement.length === 1 ? [...replacement[0]!.words, ...words.slice(1)] : words;
  }

  /**
   * The leading `NAME=value` words of a command, expanded as bash does (no splitting, no globbing), and the
   * words after them.
   */
  private assignments(words: Word[], substituted: Substituted): { assigned: Array<[string, string]>; rest: Word[] } {
    const assigned: Array<[string, string]> = [];
    let at = 0;
    for (; at < words.length; at++) {
      const first = words[at]!.parts[0];
      if (!first || first.kind !== "text" || first.quoted || !ASSIGNMENT.test(first.value)) break;
      const text = this.expander(substituted)(words[at]!, true).join(" ");
      const eq = text.indexOf("=");
      assigned.push([text.slice(0, eq), text.slice(eq + 1)]);
    }
    return { assigned, rest: words.slice(at) };
  }

  /** `X=1`: shell variables set (within the environment's caps, limits.ts). */
  private assign(assigned: Array<[string, string]>): number {
    let status = 0;
    for (const [name, value] of assigned) {
      const refused = noRoomFor(this.host.env, this.host.aliases, "bash", name, value);
      if (refused) {
        this.host.push("error", this.host.t(refused.key, refused.params));
        status = 1;
      } else this.host.env.assign(name, value);
    }
    return status;
  }

  /** `X=1 cmd`: the variables exported for this command only; the returned function puts them back. */
  private exportFor(assigned: Array<[string, string]>): () => void {
    const { env } = this.host;
    const before = env.stored();
    for (const [name, value] of assigned) env.set(name, value);
    return () => {
      for (const [name] of assigned) {
        env.unset(name);
        const exported = before.exported.find(([key]) => key === name);
        const shell = before.shell.find(([key]) => key === name);
        if (exported) env.set(name, exported[1]);
        else if (shell) env.assign(name, shell[1]);
      }
    };
  }

  private simple(simple: SimpleCommand, input: string | undefined, last: boolean): Maybe<{ status: number; stdout?: string }> {
    const words = this.unalias(simple.words);
    const substitutions = this.substituteAll([...words, ...simple.redirects.flatMap((r) => (r.op === ">&" ? [] : [r.target]))]);
    return then(substitutions, (substituted) => (substituted ? this.expanded(simple, words, substituted, input, last) : { status: 1 }));
  }

  private expanded(
    simple: SimpleCommand,
    typed: Word[],
    substituted: Substituted,
    input: string | undefined,
    last: boolean,
  ): Maybe<{ status: number; stdout?: string }> {
    const { host } = this;
    const expanded = this.capped(() => {
      const { assigned, rest } = this.assignments(typed, substituted);
      return { assigned, words: this.expandArguments(rest, substituted) };
    });
    if (!expanded.ok) return { status: 1 };
    const { assigned, words } = expanded.value;
    // Only assignments (`X=1`, `X=$(pwd)`): the shell's variables; the status is the last substitution's.
    if (words.length === 0 && assigned.length > 0 && simple.redirects.length === 0) {
      const status = this.assign(assigned);
      return { status: status || (typed.some((word) => word.parts.some((part) => part.kind === "command")) ? this.status : 0) };
    }
    let stdin = input;
    let stdout: Sink = last ? (this.capture ?? screenSink()) : bufferSink();
    let stderr: Sink = screenSink();
    const files: Array<{ sink: Sink; path: string; append: boolean; shown: string }> = [];
    let nullSink: Sink | undefined;

    for (const redirect of simple.redirects) {
      if (redirect.op === ">&") {
        stderr = stdout;
        continue;
      }
      const expandedTarget = this.capped(() => this.expander(substituted)(redirect.target));
      if (!expandedTarget.ok) return { status: 1 };
      const targets = expandedTarget.value;
      const shown = wordText(redirect.target);
      if (targets.length !== 1 || targets[0] === "") {
        host.push("error", `bash: ${shown}: ambiguous redirect`);
        return { status: 1 };
      }
      const target = targets[0]!;
      const path = host.resolve(target);
      // The one device a visitor redirects to: what goes there is dropped, reading it gives nothing.
      if (path === DEV_NULL) {
        nullSink ??= bufferSink();
        if (redirect.op === "<") stdin = "";
        else if (redirect.fd === 1) stdout = nullSink;
        else stderr = nullSink;
        continue;
      }
      if (redirect.op === "<") {
        const read = host.readFile(target);
        if (!read.ok) {
          host.push("error", writeErrorText(host.t, "bash", target, read));
          return { status: 1 };
        }
        // `cat < g < g < g …`: each file is read, only the last is kept.
        if (!this.capped(() => this.budget.spend(read.text.length, "bash")).ok) return { status: 1 };
        stdin = read.text;
        continue;
      }
      if (!this.capped(() => this.budget.write("bash")).ok) return { status: 1 };
      const append = redirect.op === ">>";
      // As bash does: the file is created (or emptied) before the command runs.
      const opened = host.home.writeFile(path, "", host.user(), append);
      if (!opened.ok) {
        host.push("error", writeErrorText(host.t, "bash", target, opened));
        return { status: 1 };
      }
      const sink = files.find((file) => file.path === path)?.sink ?? bufferSink();
      files.push({ sink, path, append: true, shown: target });
      if (redirect.fd === 1) stdout = sink;
      else stderr = sink;
    }

    let ran: Maybe<number> = 0;
    let restore = () => {};
    if (words.length > 0) {
      const name = words[0]!.toLowerCase();
      const cmd = host.commands.get(name);
      // Typed commands were counted with their script (budget.script); only xargs's runs count one by one.
      if (!host.isAvailable(cmd)) {
        this.print(stderr, "error", host.t("commandNotFound", { cmd: words[0]! }));
        ran = 127;
      } else if (INTERACTIVE_COMMANDS.has(name) && (!stdout.screen || stdin !== undefined)) {
        this.print(stderr, "error", host.t("shellNotInPipe", { cmd: name }));
        ran = 1;
      } else {
        if (assigned.length > 0) restore = this.exportFor(assigned);
        ran = this.stage(cmd, name, words.slice(1), { stdin, stdout, stderr });
      }
    } else if (assigned.length > 0) {
      // `X=1 > file`: the file is made and the variable set, as bash does.
      ran = this.assign(assigned);
    }
    return then(ran, (status) => {
      restore();
      if (nullSink) nullSink.lines = [];
      return this.finish(status, stdout, files);
    });
  }

  /** Writes what went to redirected files; the stage's status and, into a pipe, its output. */
  private finish(status: number, stdout: Sink, files: Array<{ sink: Sink; path: string; append: boolean; shown: string }>) {
    const { host } = this;
    for (const file of files) {
      if (file.sink.lines.length === 0) continue;
      const text = sinkText(file.sink);
      file.sink.lines = [];
      const written: WriteResult = host.home.writeFile(file.path, text, host.user(), file.append);
      if (!written.ok) {
        host.push("error", writeErrorText(host.t, "bash", file.shown, written));
        status = 1;
      }
    }
    return { status, stdout: stdout.screen ? undefined : sinkText(stdout) };
  }

  private print(sink: Sink, type: LineType, text: string, extra?: LineExtra): number {
    if (sink.screen) {
      if (!extra?.noNewline) return this.host.push(type, text, extra);
      const { noNewline: _noNewline, ...shown } = extra;
      return this.host.push(type, text, shown);
    }
    const id = fakeIds--;
    sink.lines.push(extra?.noNewline ? { id, text, noNewline: true } : { id, text });
    return id;
  }

  /**
   * A command another one runs (xargs): its output goes where the parent's goes, its standard input is
   * empty (/dev/null). It counts against the line's caps as a typed command does: commands, arguments.
   */
  private spawn(name: string, args: string[], streams: { stdout: Sink; stderr: Sink }): Maybe<number> {
    const { host } = this;
    const cmd = host.commands.get(name);
    if (!host.isAvailable(cmd)) {
      this.print(streams.stderr, "error", host.t("commandNotFound", { cmd: name }));
      return 127;
    }
    this.budget.command(name);
    let size = 0;
    for (const arg of args) {
      this.budget.argument(name);
      size += arg.length + 1;
    }
    this.budget.spend(size, name);
    return this.stage(cmd, name, args, { stdin: "", stdout: streams.stdout, stderr: streams.stderr });
  }

  /** Runs one command; its exit status: the number it returns, else 1 if it printed an error, else 0. */
  private stage(cmd: Command, name: string, args: string[], streams: { stdin?: string; stdout: Sink; stderr: Sink }): Maybe<number> {
    const { host } = this;
    let failed = false;
    const budget: StageBudget = this.budget.stage(name);
    /** Until the command returns (or settles): a late timer's line is not the command's output any more. */
    let running = true;
    const io: StageIo = {
      stdin: streams.stdin,
      piped: !streams.stdout.screen,
      print: (type, text, extra) => {
        if (type === "error") failed = true;
        const sink = type === "error" ? streams.stderr : streams.stdout;
        // Past a cap the command is stopped, as a process killed for its output (limits.ts).
        if (running) budget.wrote(sink.screen, text);
        return this.print(sink, type, text, extra);
      },
      read: (chars) => {
        if (running) budget.read(chars);
      },
      lookup: () => {
        if (running) budget.lookup();
      },
      write: () => {
        if (running) budget.write();
      },
      update: (id, patch) => {
        if (id >= 0) return host.update(id, patch);
        for (const sink of [streams.stdout, streams.stderr]) {
          const line = sink.lines.find((l) => l.id === id);
          if (line && patch.text !== undefined) line.text = patch.text;
        }
      },
      remove: (id) => {
        if (id >= 0) return host.remove(id);
        for (const sink of [streams.stdout, streams.stderr]) sink.lines = sink.lines.filter((l) => l.id !== id);
      },
      spawn: (child, args) => this.spawn(child, args, streams),
    };
    const ctx = host.context(name, args, io);
    const fail = (error: unknown) => {
      running = false;
      // A cap is the shell's own message, on the screen whatever the command's redirections.
      if (error instanceof LimitExceeded) host.push("error", host.t(error.key, error.params));
      else io.print("error", `${name}: ${error instanceof Error ? error.message : String(error)}`);
    };
    let returned: void | number | Promise<void | number>;
    try {
      returned = cmd.run(ctx);
    } catch (error) {
      fail(error);
      return 1;
    }
    const status = (value: void | number) => {
      running = false;
      return typeof value === "number" ? value : failed ? 1 : 0;
    };
    if (!(returned instanceof Promise)) return status(returned);
    if (host.mode() === "normal") host.setMode("processing");
    // The screen shows what came before while the command waits.
    this.release?.();
    this.release = null;
    return returned.then(
      (value) => {
        host.settled();
        this.release ??= host.hold();
        return status(value);
      },
      (error: unknown) => {
        host.settled();
        this.release ??= host.hold();
        fail(error);
        return 1;
      },
    );
  }
}

/** A script's simple commands and its longest pipeline (limits.ts: a line over either is refused before anything runs). */
function measure(script: Script): { commands: number; stages: number } {
  let commands = 0;
  let stages = 0;
  for (const chain of script) {
    for (const { commands: pipeline } of [chain.first, ...chain.rest.map((step) => step.pipeline)]) {
      stages = Math.max(stages, pipeline.length);
      commands += pipeline.length;
    }
  }
  return { commands, stages };
}
