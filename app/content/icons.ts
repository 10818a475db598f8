/** The pictures an about card or a skill category may name (browser-safe: the schema and the sections share it). */
export const CONTENT_ICONS = ["code", "brain", "video", "database", "cloud", "rocket", "chart", "terminal"] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];
