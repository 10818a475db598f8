/** The pure terminal engine: `createEngine(deps)` and the themes. See types.ts for the contract. */
export { createEngine, unescapeReply, type PreBooted } from "./engine";
export { THEMES } from "./themes";
export { DEFAULT_THEME, THEME_NAMES, THEME_STORAGE_KEY, HISTORY_STORAGE_KEY } from "../catalog";
export { HISTORY_LIMIT } from "./history";
export { COMMAND_NAMES } from "./commands";
export * from "./types";
