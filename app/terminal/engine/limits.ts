/**
 * The shell's caps (ADR 046): how much one line may make the engine do. Every posted line of the
 * no-JavaScript terminal runs on the server in this same engine, and in the browser a line runs on
 * the page's only thread: a line that grows a string without end, or walks N^k glob paths, must be
 * answered with an error line in milliseconds, not crash or freeze. Browser and server share these.
 *
 * Sizes are string lengths (UTF-16 code units), which is what a JavaScript string costs; the
 * messages call them characters.
 */
import type { MessageKey } from "./messages";

const KiB = 1024;
const MiB = 1024 * KiB;

/** A line as typed, and what history expansion makes of it: room for a pasted file (`echo '…' > f`, the home holds 64 KB). */
export const LINE_MAX_CHARS = 64 * KiB;
/** The command history's characters (saved as JSON after every line): the oldest entries go first. */
export const HISTORY_MAX_CHARS = 256 * KiB;
/** `!!`, `!n`, `!-n` events in one line. */
export const HISTORY_MAX_EVENTS = 100;
/** Simple commands in one line, pipeline stages and `;` `&&` `||` lists together. */
export const LINE_MAX_COMMANDS = 100;
/**
 * Command substitutions nested in one another (`$(echo $(echo …))`, quotes inside them included): each level
 * parses and runs its text again. bash has no such cap; ours keeps `$($($(…)))` a few parses deep. Every
 * command a substitution runs also counts against LINE_MAX_COMMANDS, and its output against the line's caps.
 */
export const SUBST_MAX_DEPTH = 8;
/** `sleep`'s longest wait in the browser (without JavaScript it answers at once: a server worker never waits). */
export const SLEEP_MAX_SECONDS = 10;
/** Commands in one pipeline. */
export const PIPELINE_MAX_STAGES = 16;
/** One word after expansion (`$A$A…`, a glob's match). */
export const WORD_MAX_CHARS = 64 * KiB;
/** One variable's or alias's value. */
export const VALUE_MAX_CHARS = 32 * KiB;
/** Every variable and alias together, names and values (bash's environment, within ARG_MAX). */
export const ENV_MAX_CHARS = 128 * KiB;
/** One command's arguments after expansion, each counted with its separator (Linux's ARG_MAX per string list). */
export const ARGS_MAX_CHARS = 256 * KiB;
/** Arguments of all a line's commands together (a pasted page of text for `echo … > notes` fits). */
export const LINE_MAX_ARGS = 16_384;
/** Paths a line's globs may visit: each name tested and each step through `..` or a literal folder. */
export const GLOB_MAX_VISITS = 10_000;
/** Files and folders one line's commands may look up: `find /` twenty times over a tree of 1,000 (find, tree, du, ls, grep -r walk once per operand). */
export const FS_MAX_VISITS = 20_000;
/** Files and folders one line may write, create or remove (the home holds 200 entries: `touch t t t …`, `> f > f > f …`). */
export const FS_MAX_WRITES = 1_000;
/** What one command writes into a pipe, a file or /dev/null. */
export const PIPE_MAX_CHARS = 1 * MiB;
/** Lines one command prints on the screen (the screen keeps MAX_LINES = 500 of them). */
export const SCREEN_MAX_LINES = 1_000;
/** Characters one command prints on the screen. */
export const SCREEN_MAX_CHARS = 256 * KiB;
/** What one command reads from files. */
export const READ_MAX_CHARS = 1 * MiB;
/** Everything one line builds, reads and writes: arguments, files read, output to any stream. */
export const LINE_MAX_WORK_CHARS = 2 * MiB;
/**
 * Characters of one `tr` set once its ranges are spelled out: every script's letters fit (Latin, Greek,
 * Cyrillic, kana...), while the set's character class stays quick to compile. At 64 Ki a pair of sets took
 * over 250 ms in a fresh worker (the server's budget, ADR 045).
 */
export const TR_SET_MAX_CHARS = 8 * KiB;
/** Characters the screen keeps (beside MAX_LINES): the oldest lines go first. */
export const SCROLLBACK_MAX_CHARS = 1 * MiB;

/** A cap was reached: the runner prints the message and the command (or the line) stops, as a killed process does. */
export class LimitExceeded extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number>,
  ) {
    super(key);
    this.name = "LimitExceeded";
  }
}

/** What a typed word or pattern looks like in a message: cut, so a message stays one short line. */
export function shown(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** What one command may still print and read (made by the runner for each command it runs). */
export class StageBudget {
  private screenLines = 0;
  private screenChars = 0;
  private pipeChars = 0;
  private readChars = 0;

  constructor(
    private readonly line: LineBudget,
    private readonly cmd: string,
  ) {}

  /** One line printed, to the screen or into a pipe or file (with its newline). */
  wrote(screen: boolean, text: string): void {
    const size = text.length + 1;
    if (screen) {
      this.screenLines += 1;
      this.screenChars += size;
      if (this.screenLines > SCREEN_MAX_LINES) this.stop("limitScreenLines", SCREEN_MAX_LINES);
      if (this.screenChars > SCREEN_MAX_CHARS) this.stop("limitOutput", SCREEN_MAX_CHARS);
    } else {
      this.pipeChars += size;
      if (this.pipeChars > PIPE_MAX_CHARS) this.stop("limitOutput", PIPE_MAX_CHARS);
    }
    this.line.spend(size, this.cmd);
  }

  /** A file or folder the command looks up. */
  lookup(): void {
    this.line.lookup(this.cmd);
  }

  /** A file or folder the command writes, creates or removes. */
  write(): void {
    this.line.write(this.cmd);
  }

  /** A file's text read by the command. */
  read(chars: number): void {
    this.readChars += chars;
    if (this.readChars > READ_MAX_CHARS) this.stop("limitInput", READ_MAX_CHARS);
    this.line.spend(chars, this.cmd);
  }

  private stop(key: MessageKey, limit: number): never {
    throw new LimitExceeded(key, { cmd: this.cmd, limit });
  }
}

/** What one line may still make the engine do (made by the runner for each line). */
export class LineBudget {
  /** A cap of the whole line was reached: the runner drops the rest of the line (one message, not one per command). */
  exhausted = false;
  private work = 0;
  private visits = 0;
  private lookups = 0;
  private writes = 0;
  private args = 0;
  private commands = 0;

  /** The simple commands of a script about to run (the line's own, then each command substitution's). */
  script(commands: number): void {
    this.commands += commands;
    if (this.commands > LINE_MAX_COMMANDS) this.stop("limitCommands", { limit: LINE_MAX_COMMANDS });
  }

  /** A command substitution about to run at this depth (1: in the line itself): past SUBST_MAX_DEPTH the line stops. */
  nest(depth: number): void {
    if (depth > SUBST_MAX_DEPTH) this.stop("limitSubstDepth", { limit: SUBST_MAX_DEPTH });
  }

  /** Arguments built, text read or written. */
  spend(chars: number, cmd: string): void {
    this.work += chars;
    if (this.work > LINE_MAX_WORK_CHARS) this.stop("limitLineWork", { cmd, limit: LINE_MAX_WORK_CHARS });
  }

  /** One file or folder written, created or removed (or tried). */
  write(cmd: string): void {
    this.writes += 1;
    if (this.writes > FS_MAX_WRITES) this.stop("limitFsWrites", { cmd, limit: FS_MAX_WRITES });
  }

  /** One command run: typed, or run by another (xargs); a typed line already holds at most LINE_MAX_COMMANDS. */
  command(cmd: string): void {
    this.commands += 1;
    if (this.commands > LINE_MAX_COMMANDS) this.stop("limitLineCommands", { cmd, limit: LINE_MAX_COMMANDS });
  }

  /** One argument more for a command of this line. */
  argument(cmd: string): void {
    this.args += 1;
    if (this.args > LINE_MAX_ARGS) this.stop("limitLineArgs", { cmd, limit: LINE_MAX_ARGS });
  }

  /** One path a glob visits. */
  visit(pattern: string): void {
    this.visits += 1;
    if (this.visits > GLOB_MAX_VISITS) this.stop("limitGlob", { pattern: shown(pattern), limit: GLOB_MAX_VISITS });
  }

  /** One file or folder a command looks up. */
  lookup(cmd: string): void {
    this.lookups += 1;
    if (this.lookups > FS_MAX_VISITS) this.stop("limitFsVisits", { cmd, limit: FS_MAX_VISITS });
  }

  stage(cmd: string): StageBudget {
    return new StageBudget(this, cmd);
  }

  private stop(key: MessageKey, params: Record<string, string | number>): never {
    this.exhausted = true;
    throw new LimitExceeded(key, params);
  }
}
