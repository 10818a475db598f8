/** Per-session random values (session id, API token, recovery phrase, completion key). */

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";
const ALNUM = UPPER + UPPER.toLowerCase() + DIGITS;

export const ANIMALS = [
  "fox",
  "owl",
  "wolf",
  "lynx",
  "otter",
  "raven",
  "falcon",
  "panda",
  "tiger",
  "badger",
  "heron",
  "koala",
  "lemur",
  "moose",
  "orca",
  "viper",
  "yak",
  "zebra",
  "gecko",
  "bison",
] as const;

export interface SessionSecrets {
  /** 8 uppercase letters/digits, shown at boot. */
  sessionId: string;
  /** `sk_live_` + 28 letters/digits: the guest-readable API token. */
  apiToken: string;
  /** `follow the <animal> <animal><0-99>`: the recovery phrase and sudo password. */
  recoveryPhrase: string;
  /** Shown when the challenge is completed. */
  completionKey: string;
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index];
}

export function randomString(random: () => number, alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))];
  return out;
}

export function createSecrets(random: () => number, handle: string): SessionSecrets {
  const sessionId = randomString(random, UPPER + DIGITS, 8);
  const apiToken = `sk_live_${randomString(random, ALNUM, 28)}`;
  const first = pick(random, ANIMALS);
  const second = pick(random, ANIMALS);
  const number = Math.min(99, Math.floor(random() * 100));
  const recoveryPhrase = `follow the ${first} ${second}${number}`;
  const block = () => randomString(random, UPPER + DIGITS, 4);
  const completionKey = `${handle.toUpperCase()}-${block()}-${block()}-${block()}`;
  return { sessionId, apiToken, recoveryPhrase, completionKey };
}

/** Password comparison: trimmed, case-insensitive, inner spaces collapsed. */
export function phraseMatches(input: string, phrase: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  return norm(input) === norm(phrase);
}
