/**
 * True when the module at `moduleUrl` is the script Node was started with. Node gives import.meta.url with
 * symlinks resolved, so the comparison is with the real path of what was run: a script started through a
 * symlinked folder (a `current -> releases/…` layout) must not do nothing and exit 0.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";

export function ranDirectly(moduleUrl: string, argv1: string | undefined = process.argv[1]): boolean {
  return !!argv1 && fs.existsSync(argv1) && moduleUrl === pathToFileURL(fs.realpathSync(argv1)).href;
}
