/** The hacking-puzzle quest (`challenge`): levels 0 to 4, its restart and its ending (`unlock`, `trophy`). */
import { GUEST_HOME, isQuestPath } from "~/content/filesystem";
import type { Localized } from "~/i18n/config";
import type { CommandContext } from "./command";
import { message, type Lang } from "./messages";
import { createSecrets } from "./secrets";

export const QUEST_MAX_LEVEL = 4;

export interface QuestState {
  active: boolean;
  level: number;
  /** ISO timestamps at which each level was reached. */
  completedAt: Partial<Record<number, string>>;
}

export function newQuest(): QuestState {
  return { active: false, level: 0, completedAt: {} };
}

const OBJECTIVES: Localized<string[]> = {
  en: [
    "Objective: find the API token hidden in the guest home directory.",
    "Objective: use the token to query the internal recovery API.",
    "Objective: gain elevated privileges on this machine.",
    "Objective met: you are root. Claim your completion key.",
    "Challenge complete.",
  ],
  fr: [
    "Objectif : trouver le jeton d'API caché dans le répertoire de l'invité.",
    "Objectif : utiliser le jeton pour interroger l'API interne de récupération.",
    "Objectif : obtenir les privilèges élevés sur cette machine.",
    "Objectif atteint : vous êtes root. Réclamez votre clé de fin.",
    "Défi terminé.",
  ],
};

const HINTS: Localized<string[]> = {
  en: [
    "Hint: hidden files start with a dot. Try 'ls -a' in your home, then 'cat' what looks secret.",
    'Hint: read ~/notes.txt and /opt/recovery-api/README.md, then: curl -H "Authorization: Bearer <token>" <url>',
    "Hint: the recovery phrase is also the root password. Try 'sudo'.",
    "Hint: type 'challenge next' to finish.",
    "Hint: nothing left to find. Your completion key: {key} (it unlocks a message: unlock {key})",
  ],
  fr: [
    "Indice : les fichiers cachés commencent par un point. Essayez 'ls -a' dans votre home, puis 'cat' sur ce qui semble secret.",
    'Indice : lisez ~/notes.txt et /opt/recovery-api/README.md, puis : curl -H "Authorization: Bearer <jeton>" <url>',
    "Indice : la phrase de récupération est aussi le mot de passe root. Essayez 'sudo'.",
    "Indice : tapez 'challenge next' pour terminer.",
    "Indice : plus rien à trouver. Votre clé de fin : {key} (elle ouvre un message : unlock {key})",
  ],
};

export function questObjective(lang: Lang, level: number): string {
  return OBJECTIVES[lang]?.[level] ?? OBJECTIVES.en[level];
}

export function questHint(lang: Lang, level: number, key: string): string {
  return (HINTS[lang]?.[level] ?? HINTS.en[level]).replaceAll("{key}", key);
}

/** The hint for a visitor who became root before the quest reached level 3: they can skip ahead. */
export function questRootHint(lang: Lang): string {
  return message(lang, "questRootHint");
}

/** The quest from the start, with new secrets: the same session, a new token, phrase and key, back to guest. */
export function restartQuest(ctx: CommandContext): void {
  const { state } = ctx;
  const before = state.secrets.apiToken;
  const fresh = createSecrets(() => ctx.deps.random(), ctx.deps.content.profile.handle);
  // In place: the engine and the saved session read this same object.
  Object.assign(state.secrets, { apiToken: fresh.apiToken, recoveryPhrase: fresh.recoveryPhrase, completionKey: fresh.completionKey });
  // The quest's files hold the token (they are the system's: the visitor never wrote them).
  for (const path of ctx.vfs.paths()) {
    const entry = ctx.vfs.get(path);
    if (!isQuestPath(path) || entry?.type !== "file") continue;
    const swap = (text: string) => text.split(before).join(fresh.apiToken);
    const content = entry.content;
    ctx.vfs.putFile(
      path,
      typeof content === "string" ? swap(content) : Object.fromEntries(Object.entries(content).map(([lang, text]) => [lang, swap(text)])),
    );
  }
  if (state.user === "root") {
    state.user = "guest";
    if (!ctx.vfs.canAccess(state.cwd, "guest")) state.cwd = ctx.vfs.get(GUEST_HOME)?.type === "dir" ? GUEST_HOME : "/";
  }
  state.quest.active = true;
  state.quest.level = 0;
  state.quest.completedAt = { 0: ctx.deps.now().toISOString() };
  ctx.refresh();
}

/** "7 min 04 s": how long the quest took, from its start to its completion (null while unfinished). */
export function questDuration(quest: QuestState): number | null {
  const start = quest.completedAt[0];
  const end = quest.completedAt[QUEST_MAX_LEVEL];
  if (quest.level < QUEST_MAX_LEVEL || !start || !end) return null;
  return Math.max(0, Date.parse(end) - Date.parse(start));
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h} h ${pad(m)} min ${pad(s)} s` : m > 0 ? `${m} min ${pad(s)} s` : `${s} s`;
}

/** The trophy's lines inside a frame, every row as wide as the widest. */
export function framed(lines: string[]): string[] {
  const width = Math.max(...lines.map((line) => [...line].length));
  const pad = (line: string) => line + " ".repeat(width - [...line].length);
  return [`+${"-".repeat(width + 4)}+`, ...lines.map((line) => `|  ${pad(line)}  |`), `+${"-".repeat(width + 4)}+`];
}
