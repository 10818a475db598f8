/** Follow-ups: the topic the previous turns left (a project, else a skill). */
import type { ProjectContent } from "~/content/types";
import { normalize } from "./language";
import { findProject, findSkill } from "./entities";
import type { HistoryTurn } from "./types";

// ---------- Follow-ups ----------

export const turnText = (turn: HistoryTurn) => turn.content ?? turn.text ?? "";

/** The topic of the previous turns (newest first): a project, else a skill. */
export function historyTopic(history: readonly HistoryTurn[]): { project?: ProjectContent; skill?: boolean } {
  for (let i = history.length - 1; i >= 0; i--) {
    const x = normalize(turnText(history[i]));
    const project = findProject(x);
    if (project) return { project };
    if (findSkill(x)) return { skill: true };
  }
  return {};
}

/** The skill named alone in "and Go?" / "et Kubernetes ?". */
