/** Limits and timing constants shared by the engine and its commands. */
export const MAX_LINES = 500;
export const TYPEWRITER_MS = 20;
export const BOOT_DELAY_MS = 500;
export const BOOT_LOADING_MS = 2000;
export const BOOT_STEPS = 10;
/** Delay of the "[challenge] Level n reached" line after curl / sudo / netstat. */
export const QUEST_UPDATE_DELAY_MS = 1500;
export const PING_INTERVAL_MS = 700;
export const PING_COUNT = 4;
