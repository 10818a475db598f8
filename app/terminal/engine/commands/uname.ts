import { KERNEL_RELEASE } from "~/content/filesystem";
import type { Command } from "../command";
import { parseOptions } from "../tools/text-io";

/** The kernel release (content/filesystem.ts: /etc/motd says the same). */
export const KERNEL = KERNEL_RELEASE;

export const uname: Command = {
  name: "uname",
  unix: true,
  help: {
    en: { usage: "uname [-a -s -n -r -m -o]", summary: "Print system information" },
    fr: { usage: "uname [-a -s -n -r -m -o]", summary: "Afficher des informations sur le système" },
  },
  man: {
    en: {
      description: "Prints the kernel name, or the parts asked for.",
      options: [
        ["-a", "all of it"],
        ["-s", "kernel name"],
        ["-n", "network node hostname"],
        ["-r", "kernel release"],
        ["-m", "machine hardware name"],
        ["-o", "operating system"],
      ],
    },
    fr: {
      description: "Affiche le nom du noyau, ou les éléments demandés.",
      options: [
        ["-a", "tout"],
        ["-s", "nom du noyau"],
        ["-n", "nom d'hôte sur le réseau"],
        ["-r", "version du noyau"],
        ["-m", "type de machine"],
        ["-o", "système d'exploitation"],
      ],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "asnrvmpio");
    if (!options) return 1;
    const f = options.flags;
    const host = ctx.env.get("HOSTNAME") ?? ctx.deps.content.profile.handle;
    const parts: Array<[string, string]> = [
      ["s", "Linux"],
      ["n", host],
      ["r", KERNEL],
      ["v", "#1 SMP PREEMPT_DYNAMIC"],
      ["m", "x86_64"],
      ["o", "GNU/Linux"],
    ];
    const picked = f.has("a") ? parts : parts.filter(([k]) => f.has(k));
    ctx.print("system", (picked.length > 0 ? picked : parts.slice(0, 1)).map(([, v]) => v).join(" "));
    return 0;
  },
};
