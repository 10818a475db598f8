/**
 * Shell-like parsing: the first word is the command (lowercased), the rest are
 * arguments. Quotes (" or ') opening a word keep it whole, spaces included, so
 * `curl -H "Authorization: Bearer sk_live_x" http://...` gives three arguments.
 */

export interface ParsedInput {
  /** The command word, lowercased ("" for empty input). */
  name: string;
  /** The arguments, quotes removed. */
  args: string[];
  /** The trimmed input as typed. */
  raw: string;
}

/** Splits on whitespace; a quote at the start of a word runs to the matching quote. */
export function tokenize(input: string): string[] {
  const tokens: string[] = [];
  let current = "";
  let inToken = false;
  let quote: string | null = null;
  for (const ch of input) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
      continue;
    }
    if (/\s/.test(ch)) {
      if (inToken) tokens.push(current);
      current = "";
      inToken = false;
      continue;
    }
    if ((ch === '"' || ch === "'") && current === "") {
      quote = ch;
      inToken = true;
      continue;
    }
    current += ch;
    inToken = true;
  }
  if (inToken) tokens.push(current);
  return tokens;
}

export function parseInput(input: string): ParsedInput {
  const raw = input.trim();
  if (raw === "") return { name: "", args: [], raw };
  const firstSpace = raw.search(/\s/);
  const word = firstSpace === -1 ? raw : raw.slice(0, firstSpace);
  const rest = firstSpace === -1 ? "" : raw.slice(firstSpace);
  return { name: word.toLowerCase(), args: tokenize(rest), raw };
}

/** A single word made of letters, digits, `_`, `-` and `.` only (the "command not found" rule). */
export function isSingleWord(raw: string): boolean {
  return /^[A-Za-z0-9_.-]+$/.test(raw);
}

/**
 * Single words that are conversation, not commands (greetings, thanks, yes/no,
 * asking for help in French): they go to the assistant instead of
 * "{cmd}: command not found". Compared lowercased, without accents or
 * trailing punctuation.
 */
const CONVERSATION_WORDS = new Set([
  "hello",
  "hi",
  "hey",
  "yo",
  "hiya",
  "howdy",
  "greetings",
  "morning",
  "thanks",
  "thank",
  "thx",
  "ty",
  "cheers",
  "bye",
  "goodbye",
  "yes",
  "yep",
  "yeah",
  "no",
  "nope",
  "ok",
  "okay",
  "cool",
  "nice",
  "wow",
  "please",
  "sorry",
  "why",
  "how",
  "what",
  "who",
  "bonjour",
  "bonsoir",
  "salut",
  "coucou",
  "merci",
  "oui",
  "ouais",
  "non",
  "aide",
  "svp",
  "stp",
  "pardon",
  "desole",
  "pourquoi",
  "comment",
  "quoi",
  "qui",
  "super",
  "genial",
  "bravo",
  "ciao",
  "hola",
  "adieu",
  "bienvenue",
]);

export function isConversationWord(raw: string): boolean {
  const word = raw
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[!?.,;:]+$/, "");
  return CONVERSATION_WORDS.has(word);
}

/**
 * Shell tools whose names are everyday words: "more about your projects?" or "which stack do you
 * use?" is a question, not `more` or `which`. A line starting with one of them and ending with a
 * question mark goes to the assistant; the commands the spec names keep the first-word rule.
 */
const EVERYDAY_TOOLS = new Set([
  ...["more", "less", "find", "type", "sort", "head", "tail", "kill", "tree", "man", "cut", "which", "touch"],
  // The portfolio's commands (ADR 052) are everyday words too: "about her work?", "skills in data?".
  ...["about", "skills", "resume", "email", "socials", "agents"],
]);

export function isQuestionToAssistant(raw: string): boolean {
  const line = raw.trim();
  const first = line.split(/\s/, 1)[0].toLowerCase();
  return EVERYDAY_TOOLS.has(first) && /\s/.test(line) && line.endsWith("?");
}
