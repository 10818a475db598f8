import type { Command } from "../command";
import { linesOf, parseOptions, readInputs } from "../tools/text-io";

/** A field list such as `1,3` or `2-` or `-2`: a test for a 1-based index, or undefined when malformed. */
export function fieldList(spec: string): ((index: number) => boolean) | undefined {
  const ranges: Array<[number, number]> = [];
  for (const part of spec.split(",")) {
    const m = /^(\d*)(-?)(\d*)$/.exec(part);
    if (!m || part === "" || part === "-") return undefined;
    const from = m[1] === "" ? 1 : Number(m[1]);
    const to = m[2] === "" ? from : m[3] === "" ? Infinity : Number(m[3]);
    if (from < 1 || to < from) return undefined;
    ranges.push([from, to]);
  }
  return (index) => ranges.some(([from, to]) => index >= from && index <= to);
}

export const cut: Command = {
  name: "cut",
  unix: true,
  help: {
    en: { usage: "cut -d <delim> -f <list> [file...]", summary: "Print selected fields of each line" },
    fr: { usage: "cut -d <délim> -f <liste> [fichier...]", summary: "Afficher des champs choisis de chaque ligne" },
  },
  man: {
    en: {
      description:
        "Prints the selected fields (or characters with -c) of each line of the files or of standard input. Lists: 1,3 or 2- or 1-3.",
      options: [
        ["-d DELIM", "use DELIM instead of TAB as the field delimiter"],
        ["-f LIST", "select only these fields"],
        ["-c LIST", "select only these characters"],
      ],
      examples: ["cut -d: -f1,7 /etc/passwd"],
    },
    fr: {
      description:
        "Affiche les champs choisis (ou les caractères avec -c) de chaque ligne des fichiers ou de l'entrée standard. Listes\u00a0: 1,3 ou 2- ou 1-3.",
      options: [
        ["-d DÉLIM", "utiliser DÉLIM au lieu de TAB comme séparateur de champs"],
        ["-f LISTE", "ne retenir que ces champs"],
        ["-c LISTE", "ne retenir que ces caractères"],
      ],
      examples: ["cut -d\u00a0: -f1,7 /etc/passwd"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "s", "dfc");
    if (!options) return 1;
    const fields = options.values.get("f");
    const chars = options.values.get("c");
    const spec = fields ?? chars;
    if (spec === undefined) {
      ctx.print("error", ctx.t("cutNoList"));
      return 1;
    }
    const keep = fieldList(spec);
    if (!keep) {
      ctx.print("error", ctx.t("cutBadList", { list: spec }));
      return 1;
    }
    const delim = options.values.get("d") ?? "\t";
    if ([...delim].length !== 1) {
      ctx.print("error", ctx.t("cutDelimiter"));
      return 1;
    }
    const { inputs, failed } = readInputs(ctx, options.operands);
    for (const input of inputs) {
      for (const line of linesOf(input.text)) {
        if (fields === undefined) {
          ctx.print("system", [...line].filter((_c, i) => keep(i + 1)).join(""));
        } else if (!line.includes(delim)) {
          // A line without the delimiter is printed whole, unless -s.
          if (!options.flags.has("s")) ctx.print("system", line);
        } else {
          ctx.print(
            "system",
            line
              .split(delim)
              .filter((_p, i) => keep(i + 1))
              .join(delim),
          );
        }
      }
    }
    return failed ? 1 : 0;
  },
};
