/** The pure terminal engine: `createEngine(deps)` and the themes. See types.ts for the contract. */
export { createEngine, unescapeReply, type PreBooted } from "./engine";
export { THEMES, DEFAULT_THEME, THEME_NAMES, THEME_STORAGE_KEY } from "./themes";
export { HISTORY_LIMIT, HISTORY_STORAGE_KEY } from "./history";
export { COMMAND_NAMES } from "./commands";
export * from "./types";
