/**
 * The machine's names on the network, one source for /etc/hosts, curl and the rest: `localhost` and
 * 127.0.0.1, the machine's hostname (the owner's handle, as `hostname` prints it) and the host the page
 * was served from (`deps.pageOrigin()`: the browser's location, or the no-JS request's origin).
 */
import type { FileSystemSpecEntry } from "~/content/filesystem";
import type { EngineDeps } from "./types";

export const HOSTS_FILE = "/etc/hosts";

/** The host name the page was served from ("clara-adler.dev", "localhost"), or undefined when unknown (tests). */
export function pageHost(deps: Pick<EngineDeps, "pageOrigin">): string | undefined {
  const origin = deps.pageOrigin?.();
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname.replace(/^\[|\]$/g, "").toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** Every name that reaches this machine: loopback names, its hostname, the page's host. */
export function ownHostnames(deps: Pick<EngineDeps, "pageOrigin">, handle: string): Set<string> {
  const names = new Set(["localhost", "127.0.0.1", "127.0.1.1", "::1", "0.0.0.0", handle.toLowerCase()]);
  const page = pageHost(deps);
  if (page) names.add(page);
  return names;
}

/** /etc/hosts as Debian writes it, with the machine's hostname (and the page's host, when it is a name) on 127.0.1.1. */
export function hostsText(handle: string, page?: string): string {
  const aliases = page && page !== handle && page !== "localhost" && !/^[\d.:]+$/.test(page) ? `${handle} ${page}` : handle;
  return [
    "127.0.0.1\tlocalhost",
    `127.0.1.1\t${aliases}`,
    "",
    "# The following lines are desirable for IPv6 capable hosts",
    "::1\tlocalhost ip6-localhost ip6-loopback",
    "ff02::1\tip6-allnodes",
    "ff02::2\tip6-allrouters",
  ].join("\n");
}

/** The system files made from the machine's names (the owner's own files of the same path win). */
export function machineFiles(deps: Pick<EngineDeps, "pageOrigin">, handle: string): Record<string, FileSystemSpecEntry> {
  return { [HOSTS_FILE]: { type: "file", content: hostsText(handle, pageHost(deps)) } };
}
