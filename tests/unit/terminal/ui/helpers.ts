/** A tiny `t` over the English terminal strings (i18next-style {{name}} interpolation). */
import en from "~/i18n/locales/en/terminal.json";
import fr from "~/i18n/locales/fr/terminal.json";

export function makeT(lng: "en" | "fr" = "en") {
  const bundle = lng === "en" ? en : fr;
  return (key: string, options: Record<string, unknown> = {}): string => {
    const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
    if (typeof value !== "string") throw new Error(`missing key ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}
