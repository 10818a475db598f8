import type { Command } from "../command";
import { humanSize } from "./df";
import { childPath, readFlags } from "../file-ops";

export const du: Command = {
  name: "du",
  unix: true,
  help: {
    en: { usage: "du [-s] [-h] [path]...", summary: "Show how much space files take (-s: totals only, -h: readable sizes)" },
    fr: {
      usage: "du [-s] [-h] [chemin]...",
      summary: "Afficher la place prise par les fichiers (-s\u00a0: totaux seuls, -h\u00a0: tailles lisibles)",
    },
  },
  man: {
    en: {
      description: "Shows the size of each directory under each path (the current directory by default), in kilobytes.",
      options: [
        ["-s", "only the total of each path"],
        ["-h", "sizes in K/M"],
      ],
      examples: ["du -sh ~", "du /tmp"],
    },
    fr: {
      description: "Affiche la taille de chaque dossier sous chaque chemin (le dossier courant par défaut), en kilo-octets.",
      options: [
        ["-s", "seulement le total de chaque chemin"],
        ["-h", "tailles en K/M"],
      ],
      examples: ["du -sh ~", "du /tmp"],
    },
  },
  run(ctx) {
    const read = readFlags(ctx, "sh");
    if (!read) return 1;
    const summary = read.flags.has("s");
    const size = (bytes: number) => (read.flags.has("h") ? humanSize(bytes) : String(Math.ceil(bytes / 1024)));
    const encoder = new TextEncoder();
    let status = 0;
    for (const shown of read.operands.length > 0 ? read.operands : ["."]) {
      const found = ctx.lookup(shown);
      if (!found.ok) {
        ctx.print(
          "error",
          ctx.t("fsCannot", {
            cmd: "du",
            action: ctx.t("fsActStat"),
            path: shown,
            reason: ctx.t(found.error === "denied" ? "fsErrDenied" : "fsErrNotFound"),
          }),
        );
        status = 1;
        continue;
      }
      // Post-order, as du prints: a directory after what it holds.
      const walk = (path: string, label: string): number => {
        const entry = ctx.vfs.get(path);
        if (!entry || !ctx.vfs.canAccess(path, ctx.state.user)) return 0;
        if (entry.type === "file") return encoder.encode(ctx.text(entry.content)).length;
        let total = 0;
        for (const name of entry.content) total += walk(childPath(path, name), label === "/" ? `/${name}` : `${label}/${name}`);
        if (!summary) ctx.print("system", `${size(total)}\t${label}`);
        return total;
      };
      const total = walk(found.path, shown);
      if (summary || found.entry.type === "file") ctx.print("system", `${size(total)}\t${shown}`);
    }
    return status;
  },
};
