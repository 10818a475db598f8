/** Shared logic of base64_encode and base64_decode. */
import { decodeBase64, encodeBase64 } from "./base64";
import type { Command, CommandContext } from "./command";

function input(ctx: CommandContext): string | null {
  const name = ctx.name;
  if (ctx.args.length === 0) {
    ctx.print("error", ctx.t("base64MissingInput", { cmd: name }));
    return null;
  }
  if (ctx.args[0] !== "-f") return ctx.args.join(" ");
  const file = ctx.args[1];
  if (file === undefined) {
    ctx.print("error", ctx.t("base64MissingFile", { cmd: name }));
    return null;
  }
  const found = ctx.lookup(file);
  if (!found.ok) {
    ctx.print("error", ctx.t(found.error === "denied" ? "permissionDenied" : "noSuchFile", { cmd: name, path: file }));
    return null;
  }
  if (found.entry.type === "dir") {
    ctx.print("error", ctx.t("isDirectory", { cmd: name, path: file }));
    return null;
  }
  return ctx.text(found.entry.content);
}

export function base64Command(direction: "encode" | "decode"): Command {
  const name = `base64_${direction}`;
  return {
    name,
    help:
      direction === "encode"
        ? {
            en: { usage: "base64_encode <text> | -f <file>", summary: "Encode text or a file to base64" },
            fr: { usage: "base64_encode <texte> | -f <fichier>", summary: "Encoder un texte ou un fichier en base64" },
          }
        : {
            en: { usage: "base64_decode <text> | -f <file>", summary: "Decode base64 text or a file" },
            fr: { usage: "base64_decode <texte> | -f <fichier>", summary: "Décoder un texte ou un fichier base64" },
          },
    run(ctx) {
      const text = input(ctx);
      if (text === null) return;
      if (direction === "encode") {
        ctx.print("log", encodeBase64(text));
        return;
      }
      const decoded = decodeBase64(text);
      if (decoded === null) ctx.print("error", ctx.t("base64Invalid", { cmd: name }));
      else for (const line of decoded.split("\n")) ctx.print("log", line);
    },
  };
}
