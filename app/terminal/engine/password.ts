/** sudo's password prompt answered: a fixed mask echoed, root on the recovery phrase. */
import { ROOT_HOME } from "~/content/filesystem";
import type { SessionState } from "./command";
import { QUEST_UPDATE_DELAY_MS } from "./constants";
import type { LineStore } from "./line-store";
import { message, type Lang } from "./messages";
import { phraseMatches } from "./secrets";
import type { Vfs } from "./vfs";

const PASSWORD_MASK = "********";

export type PendingSudo = { name: string; args: string[] } | null;

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
  let runAfter: PendingSudo = null;
  store.batch(() => {
    const p = host.prompt();
    // A fixed mask: the echo must not tell how long the password is.
    store.push("password", `${p} ${PASSWORD_MASK}`, { prompt: p });
    store.setMode("normal");
    if (phraseMatches(input, state.secrets.recoveryPhrase)) {
      state.user = "root";
      state.cwd = host.vfs.get(ROOT_HOME)?.type === "dir" ? ROOT_HOME : "/";
      store.push("success", message(host.lang(), "authSuccess"));
      host.advanceQuest(2, 3, QUEST_UPDATE_DELAY_MS);
      runAfter = pending ?? null;
    } else {
      store.push("error", message(host.lang(), "sudoIncorrect"));
    }
  });
  return runAfter;
}
