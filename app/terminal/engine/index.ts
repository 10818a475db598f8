/** The pure terminal engine: `createEngine(deps)` and the themes. See types.ts for the contract. */
export { createEngine, unescapeReply, type PreBooted } from "./engine";
export { THEMES } from "./themes";
export { THEME_NAMES, HISTORY_STORAGE_KEY, HOME_STORAGE_KEY } from "../catalog";
export { DEFAULT_THEME, THEME_STORAGE_KEY } from "../catalog/first-page";
export { HISTORY_LIMIT } from "./history";
export { commandNames } from "./commands";
export * from "./types";
