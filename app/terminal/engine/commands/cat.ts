import { API_TOKEN_PATH } from "~/content/filesystem";
import type { Command } from "../command";

export const cat: Command = {
  name: "cat",
  kind: "files",
  help: {
    en: { usage: "cat <file>", summary: "Print a file" },
    fr: { usage: "cat <fichier>", summary: "Afficher un fichier" },
  },
  run(ctx) {
    if (ctx.args.length === 0 && ctx.stdin !== undefined) {
      for (const line of ctx.stdin.replace(/\n$/, "").split("\n")) if (ctx.stdin !== "") ctx.print("log", line);
      return;
    }
    if (ctx.args.length === 0) {
      ctx.print("error", ctx.t("catMissing"));
      return;
    }
    for (const arg of ctx.args) {
      const found = ctx.lookup(arg);
      if (!found.ok) {
        if (found.error === "denied") ctx.print("error", ctx.t("permissionDenied", { cmd: "cat", path: arg }));
        else ctx.print("error", ctx.t("noSuchFile", { cmd: "cat", path: arg }));
        continue;
      }
      if (found.entry.type === "dir") {
        ctx.print("error", ctx.t("isDirectory", { cmd: "cat", path: arg }));
        continue;
      }
      // A file's last newline ends its last line; it does not start an empty one.
      const text = ctx.text(found.entry.content);
      if (text !== "") for (const line of text.replace(/\n$/, "").split("\n")) ctx.print("log", line);
      if (found.path === API_TOKEN_PATH) ctx.advanceQuest(0, 1);
    }
  },
};
