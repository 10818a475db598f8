/** The words of a failed write, as bash and coreutils print them. */
import type { WriteError } from "./command";
import type { MessageKey } from "./messages";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const REASONS: Record<WriteError, MessageKey> = {
  denied: "fsErrDenied",
  readOnly: "fsErrReadOnly",
  notFound: "fsErrNotFound",
  notDir: "fsErrNotDir",
  isDir: "fsErrIsDir",
  exists: "fsErrExists",
  notEmpty: "fsErrNotEmpty",
  quota: "fsErrQuota",
};

export const reasonText = (t: Translate, error: WriteError) => t(REASONS[error]);

/** "bash: notes.txt: Permission denied" (a redirection, or a command that words it so). */
export function writeErrorText(t: Translate, cmd: string, shown: string, failure: { error: WriteError }): string {
  return t("fsPlain", { cmd, path: shown, reason: reasonText(t, failure.error) });
}

/** "mkdir: cannot create directory 'a': File exists": `action` is the message key of the verb. */
export function actionErrorText(t: Translate, cmd: string, action: MessageKey, shown: string, error: WriteError): string {
  return t("fsCannot", { cmd, action: t(action), path: shown, reason: reasonText(t, error) });
}
