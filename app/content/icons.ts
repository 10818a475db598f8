/**
 * The pictures the content may name (browser-safe: the schema and the sections share it): an about
 * card's, a skill category's and a project's `icon`. Each is one inline SVG path in
 * app/components/content-icons.tsx, so only these few hundred bytes reach the browser (an icon
 * library looked up by a name from the content would ship the whole set: docs/decisions/064).
 * To add one: its name here, its path there (the compiler asks for both), a row in docs/customizing.md.
 */
export const CONTENT_ICONS = [
  "code",
  "brain",
  "video",
  "database",
  "cloud",
  "rocket",
  "chart",
  "terminal",
  "twitch",
  "github",
  "globe",
  "gamepad",
  "book",
  "mobile",
  "shield",
  "music",
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

/** A project's icon: any content icon, or one of the gallery's two older drawings (lucide's names). */
export const PROJECT_ICONS = [...CONTENT_ICONS, "BrainCircuit", "Code2"] as const;
export type ProjectIconName = (typeof PROJECT_ICONS)[number];

/** The icon of `names` that `given` names, ignoring case ("Twitch" is twitch), or undefined. */
export function iconNamed<T extends string>(names: readonly T[], given: string): T | undefined {
  const wanted = given.trim().toLowerCase();
  return names.find((name) => name.toLowerCase() === wanted);
}
