/**
 * The password prompts: sudo's (the visitor's password, then the command it was asked to run) and su's (root's
 * password). There is one password in this system, the session's recovery phrase (ADR 056): sudo and su both
 * take it. A fixed mask is echoed; the line typed is never kept, shown or sent anywhere else.
 */
import { ROOT_HOME } from "~/content/filesystem";
import type { SessionState } from "./command";
import { QUEST_UPDATE_DELAY_MS } from "./constants";
import type { LineStore } from "./line-store";
import { message, type Lang } from "./messages";
import { phraseMatches } from "./secrets";
import type { User, Vfs } from "./vfs";

const PASSWORD_MASK = "********";

/** What waits for the password: sudo's command to run after it (null: a root shell), or `su` itself (SU_PENDING). */
export type PendingSudo = { name: string; args: string[] } | null;

/** su's prompt: root's password, then a root shell (kept as the pending command's name in a saved session). */
export const SU_PENDING = { name: "su", args: [] as string[] };

const isSu = (pending: PendingSudo | undefined) => pending?.name === SU_PENDING.name;

/** The prompt shown while a password is asked: sudo's "[sudo] password for guest:", su's "Password:". */
export function passwordPrompt(lang: Lang, user: User, pending: PendingSudo | undefined): string {
  return isSu(pending) ? message(lang, "suPrompt") : message(lang, "passwordPrompt", { user });
}

/** The line Escape or Ctrl+C prints when it cancels the prompt. */
export function passwordCancelled(lang: Lang, pending: PendingSudo | undefined): string {
  return message(lang, isSu(pending) ? "suCancelled" : "sudoCancelled");
}

/** Returns the command sudo was asked to run, once the password was right. */
export function answerPassword(
  input: string,
  pending: PendingSudo | undefined,
  host: {
    store: LineStore;
    state: SessionState;
    vfs: Vfs;
    lang: () => Lang;
    prompt: () => string;
    advanceQuest: (from: number, to: number, delayMs?: number) => boolean;
  },
): PendingSudo {
  const { store, state } = host;
  const su = isSu(pending);
  let runAfter: PendingSudo = null;
  store.batch(() => {
    const p = host.prompt();
    // A fixed mask: the echo must not tell how long the password is.
    store.push("password", `${p} ${PASSWORD_MASK}`, { prompt: p });
    store.setMode("normal");
    if (phraseMatches(input, state.secrets.recoveryPhrase)) {
      state.user = "root";
      state.cwd = host.vfs.get(ROOT_HOME)?.type === "dir" ? ROOT_HOME : "/";
      // su says nothing when it works (the prompt turns root's); sudo's success line is the spec's.
      if (!su) store.push("success", message(host.lang(), "authSuccess"));
      host.advanceQuest(2, 3, QUEST_UPDATE_DELAY_MS);
      runAfter = su ? null : (pending ?? null);
    } else {
      store.push("error", message(host.lang(), su ? "suFailure" : "sudoIncorrect"));
    }
  });
  return runAfter;
}

/**
 * A line typed at the normal prompt that is the password itself (the visitor retyping it after a wrong attempt
 * or a cancelled prompt): it must not reach the assistant or the history. Echoed masked, with a hint.
 */
export function isThePassword(input: string, state: SessionState): boolean {
  return phraseMatches(input, state.secrets.recoveryPhrase);
}

export { PASSWORD_MASK };
