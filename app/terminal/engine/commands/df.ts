import type { Command } from "../command";
import type { MessageKey } from "../messages";
import { HOMES } from "../vfs";
import { readFlags } from "../file-ops";

/** 1536 → "1.5K", as df -h and du -h print sizes. */
export function humanSize(bytes: number): string {
  if (bytes === 0) return "0";
  const units = ["K", "M", "G"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return value < 10 ? `${(Math.ceil(value * 10) / 10).toFixed(1)}${units[unit]}` : `${Math.ceil(value)}${units[unit]}`;
}

const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" ");

/** The heading row and the value row, each column as wide as its widest cell (French headings are longer). */
function table(header: string, values: string[], minWidths: number[]): [string, string] {
  const cells = header.split("|");
  const mounted = cells.pop() ?? "";
  const widths = minWidths.map((min, i) => Math.max(min, cells[i]?.length ?? 0, values[i]?.length ?? 0));
  return [`${pad(cells, widths)} ${mounted}`, pad(values.slice(0, -1), widths) + ` ${values.at(-1)}`];
}

export const df: Command = {
  name: "df",
  unix: true,
  help: {
    en: { usage: "df [-h] [-i]", summary: "Show the space left for your files (-h: readable sizes, -i: entries)" },
    fr: { usage: "df [-h] [-i]", summary: "Afficher la place restante pour vos fichiers (-h\u00a0: tailles lisibles, -i\u00a0: entrées)" },
  },
  man: {
    en: {
      description:
        "Shows your writable space as a file system: what your files in your home and /tmp take out of your quota. The rest of the disk is the owner's, read-only.",
      options: [
        ["-h", "sizes in K/M"],
        ["-i", "count entries (files and directories) instead of bytes"],
      ],
      examples: ["df -h"],
    },
    fr: {
      description:
        "Montre votre espace inscriptible comme un système de fichiers\u00a0: la part de votre quota que prennent vos fichiers dans votre dossier et /tmp. Le reste du disque est au propriétaire, en lecture seule.",
      options: [
        ["-h", "tailles en K/M"],
        ["-i", "compter les entrées (fichiers et dossiers) au lieu des octets"],
      ],
      examples: ["df -h"],
    },
  },
  run(ctx) {
    const read = readFlags(ctx, "hi");
    if (!read) return 1;
    const used = ctx.fs.usage();
    const { quota } = ctx.fs;
    const mount = HOMES[ctx.state.user];
    const widths = [14, 9, 6, 9, 4];
    const percent = (part: number, whole: number) => `${Math.ceil((part / whole) * 100)}%`;
    const rows = (header: MessageKey, values: string[]) => {
      for (const row of table(ctx.t(header), [...values, mount], widths)) ctx.print("system", row);
    };
    if (read.flags.has("i")) {
      rows("dfHeaderInodes", [
        "visitor-home",
        String(quota.entries),
        String(used.entries),
        String(quota.entries - used.entries),
        percent(used.entries, quota.entries),
      ]);
      return;
    }
    const human = read.flags.has("h");
    // Whole blocks, as a disk counts them: what is used plus what is left is the size.
    const usedBytes = Math.ceil(used.bytes / 1024) * 1024;
    const size = (bytes: number) => (human ? humanSize(bytes) : String(Math.ceil(bytes / 1024)));
    rows(human ? "dfHeaderHuman" : "dfHeaderBlocks", [
      "visitor-home",
      size(quota.bytes),
      size(usedBytes),
      size(quota.bytes - usedBytes),
      percent(usedBytes, quota.bytes),
    ]);
  },
};
