import type { Command, CommandContext } from "../command";
import { compilePattern, grepSource, regexEngine, type CompiledPattern } from "../tools/regex";
import { linesOf, parseOptions, readFile } from "../tools/text-io";

const STDIN = "(standard input)";

/** Every file under `dir` the visitor may see (hidden ones too, as grep -r reads them), depth first. */
function walk(ctx: CommandContext, dir: string, shown: string, out: Array<{ name: string; path: string }>): void {
  for (const child of ctx.vfs.list(dir, ctx.state.user, true)) {
    const path = dir === "/" ? `/${child}` : `${dir}/${child}`;
    const name = shown.endsWith("/") ? `${shown}${child}` : `${shown}/${child}`;
    if (ctx.vfs.get(path)?.type === "dir") walk(ctx, path, name, out);
    else out.push({ name, path });
  }
}

/** The non-empty matches of a line, left to right (grep -o). */
function matchedParts(compiled: Extract<CompiledPattern, { ok: true }>, line: string): string[] {
  const parts: string[] = [];
  const matcher = compiled.regex.matcher(line);
  let from = 0;
  while (from <= line.length && matcher.find(from)) {
    const start = matcher.start();
    const end = matcher.end();
    if (end > start) parts.push(line.slice(start, end));
    from = end > start ? end : end + 1;
  }
  return parts;
}

function search(ctx: CommandContext, compiled: Extract<CompiledPattern, { ok: true }>, flags: Set<string>, files: string[]): number {
  const sources: Array<{ name: string; text: string }> = [];
  let error = false;
  const recursive = flags.has("r");
  const operands = files.length === 0 && recursive ? ["."] : files;
  if (operands.length === 0) {
    if (ctx.stdin === undefined) {
      ctx.print("error", ctx.t("noInput", { cmd: "grep" }));
      return 2;
    }
    sources.push({ name: STDIN, text: ctx.stdin });
  }
  for (const file of operands) {
    if (file === "-") {
      sources.push({ name: STDIN, text: ctx.stdin ?? "" });
      continue;
    }
    const found = ctx.lookup(file);
    if (recursive && found.ok && found.entry.type === "dir") {
      const listed: Array<{ name: string; path: string }> = [];
      walk(ctx, found.path, file, listed);
      for (const item of listed) {
        const entry = ctx.vfs.get(item.path);
        if (entry?.type === "file") sources.push({ name: item.name, text: ctx.text(entry.content) });
      }
      continue;
    }
    const text = readFile(ctx, file);
    if (text === undefined) error = true;
    else sources.push({ name: file, text });
  }
  const prefixed = (recursive || operands.length > 1) && !flags.has("h");
  const invert = flags.has("v");
  let selected = false;
  for (const source of sources) {
    let count = 0;
    const lines = linesOf(source.text);
    for (let i = 0; i < lines.length; i++) {
      if (compiled.regex.test(lines[i]) === invert) continue;
      count++;
      selected = true;
      if (flags.has("l")) break;
      if (flags.has("c")) continue;
      const where = `${prefixed ? `${source.name}:` : ""}${flags.has("n") ? `${i + 1}:` : ""}`;
      if (flags.has("o")) {
        if (!invert) for (const part of matchedParts(compiled, lines[i])) ctx.print("system", where + part);
      } else ctx.print("system", where + lines[i]);
    }
    if (flags.has("l")) {
      if (count > 0) ctx.print("system", source.name);
    } else if (flags.has("c")) ctx.print("system", `${prefixed ? `${source.name}:` : ""}${count}`);
  }
  if (error) return 2;
  return selected ? 0 : 1;
}

export const grep: Command = {
  name: "grep",
  unix: true,
  help: {
    en: { usage: "grep [-i -n -v -c -r -l -E] <pattern> [file...]", summary: "Print the lines that match a pattern" },
    fr: { usage: "grep [-i -n -v -c -r -l -E] <motif> [fichier...]", summary: "Afficher les lignes qui correspondent à un motif" },
  },
  man: {
    en: {
      description:
        "Searches the files (or standard input) for lines matching the pattern. Patterns are basic regular expressions (-E: extended), matched in linear time. Exit status: 0 when a line is selected, 1 when none is, 2 on an error.",
      options: [
        ["-i", "ignore case"],
        ["-n", "prefix each line with its line number"],
        ["-v", "select the lines that do not match"],
        ["-c", "print only a count of matching lines per file"],
        ["-r", "read every file under each directory"],
        ["-l", "print only the names of files with a match"],
        ["-E", "extended regular expressions (| + ? {} () as operators)"],
        ["-F", "fixed strings, not regular expressions"],
        ["-e PATTERN", "a pattern (give several -e for several patterns)"],
        ["-o", "print only the matched parts of each line"],
        ["-w", "match whole words only"],
        ["-x", "match whole lines only"],
        ["-h", "never prefix lines with the file name"],
        ["-q", "print nothing: the exit status tells"],
        ["-s", "no messages about missing or unreadable files"],
      ],
      examples: ["grep -i fail /var/log/auth.log", "ls -a | grep secret", "grep -rn key /"],
    },
    fr: {
      description:
        "Cherche dans les fichiers (ou l'entrée standard) les lignes qui correspondent au motif. Les motifs sont des expressions régulières basiques (-E\u00a0: étendues), évaluées en temps linéaire. Code de retour\u00a0: 0 si une ligne est retenue, 1 sinon, 2 en cas d'erreur.",
      options: [
        ["-i", "ignorer la casse"],
        ["-n", "préfixer chaque ligne par son numéro"],
        ["-v", "retenir les lignes qui ne correspondent pas"],
        ["-c", "n'afficher que le nombre de lignes retenues par fichier"],
        ["-r", "lire tous les fichiers sous chaque dossier"],
        ["-l", "n'afficher que le nom des fichiers qui correspondent"],
        ["-E", "expressions régulières étendues (| +\u00a0? {} () sont des opérateurs)"],
        ["-F", "chaînes fixes, pas des expressions régulières"],
        ["-e MOTIF", "un motif (plusieurs -e pour plusieurs motifs)"],
        ["-o", "n'afficher que les parties qui correspondent"],
        ["-w", "ne retenir que des mots entiers"],
        ["-x", "ne retenir que des lignes entières"],
        ["-h", "ne jamais préfixer les lignes par le nom du fichier"],
        ["-q", "ne rien afficher\u00a0: le code de retour suffit"],
        ["-s", "pas de message sur les fichiers absents ou illisibles"],
      ],
      examples: ["grep -i fail /var/log/auth.log", "ls -a | grep secret", "grep -rn key /"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "invcrlERFowxsqh", "e");
    if (!options) return 2;
    const given = options.lists.get("e");
    const patterns = given ?? options.operands.slice(0, 1);
    const files = given ? options.operands : options.operands.slice(1);
    if (patterns.length === 0) {
      ctx.print("error", ctx.t("grepUsage"));
      return 2;
    }
    const flags = options.flags;
    if (flags.has("R")) flags.add("r");
    const go = (engine: Awaited<ReturnType<typeof regexEngine>>): number => {
      const source = grepSource(engine, patterns, {
        fixed: flags.has("F"),
        extended: flags.has("E"),
        word: flags.has("w"),
        line: flags.has("x"),
      });
      const compiled = compilePattern(engine, source, { extended: true, ignoreCase: flags.has("i") });
      if (!compiled.ok) {
        ctx.print("error", ctx.t("grepBadPattern", { message: compiled.message }));
        return 2;
      }
      // -q prints no line, -s no message about unreadable files: the exit status still tells.
      const quiet = flags.has("q") || flags.has("s");
      const out: CommandContext = quiet
        ? {
            ...ctx,
            print: (type, text, extra) => ((type === "error" ? flags.has("s") : flags.has("q")) ? 0 : ctx.print(type, text, extra)),
          }
        : ctx;
      return search(out, compiled, flags, files);
    };
    const engine = regexEngine();
    return engine instanceof Promise ? engine.then((loaded) => ctx.batch(() => go(loaded))) : go(engine);
  },
};
