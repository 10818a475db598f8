/**
 * The built-in terminal assistant (no API key, or the model failed): deterministic, bilingual,
 * grounded on the owner's content. The modules are under ./assistant/; this is their entry point.
 */
export { answerBuiltin } from "./assistant/answer.server";
export { gameCommand } from "./assistant/commands";
export { parseDialogue } from "./assistant/dialogue";
export { detectLanguage, normalize } from "./assistant/language";
export type { AssistantAnswer, DialogueState, HistoryTurn, InstalledGames, Intent, LowConfidence } from "./assistant/types";
