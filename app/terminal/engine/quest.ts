/** The hacking-puzzle quest (`challenge`): levels 0 to 4. */
import type { Localized } from "~/i18n/config";
import { message, type Lang } from "./messages";

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
    "Hint: nothing left to find. Your completion key: {key}",
  ],
  fr: [
    "Indice : les fichiers cachés commencent par un point. Essayez 'ls -a' dans votre home, puis 'cat' sur ce qui semble secret.",
    'Indice : lisez ~/notes.txt et /opt/recovery-api/README.md, puis : curl -H "Authorization: Bearer <jeton>" <url>',
    "Indice : la phrase de récupération est aussi le mot de passe root. Essayez 'sudo'.",
    "Indice : tapez 'challenge next' pour terminer.",
    "Indice : plus rien à trouver. Votre clé de fin : {key}",
  ],
};

export function questObjective(lang: Lang, level: number): string {
  return OBJECTIVES[lang]?.[level] ?? OBJECTIVES.en[level];
}

export function questHint(lang: Lang, level: number, key: string): string {
  return (HINTS[lang]?.[level] ?? HINTS.en[level]).replace("{key}", key);
}

/** The hint for a visitor who became root before the quest reached level 3: they can skip ahead. */
export function questRootHint(lang: Lang): string {
  return message(lang, "questRootHint");
}
