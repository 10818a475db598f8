/** Spec §2: the six nav keys and their anchors, in page order. */
export const SECTIONS = [
  { key: "hero", id: "hero" },
  { key: "about", id: "about" },
  { key: "skills", id: "skills" },
  { key: "agents", id: "ai-showcase" },
  { key: "projects", id: "projects" },
  { key: "contact", id: "contact" },
] as const;

export type SectionKey = (typeof SECTIONS)[number]["key"];
