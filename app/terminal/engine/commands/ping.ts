import type { Command } from "../command";
import { PING_COUNT, PING_INTERVAL_MS } from "../constants";

/** A stable fake IPv4 address for a host name. */
export function fakeAddress(host: string): string {
  if (/^localhost$/i.test(host)) return "127.0.0.1";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return host;
  let h = 2166136261;
  for (const ch of host.toLowerCase()) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return `${23 + (h % 200)}.${(h >>> 8) & 255}.${(h >>> 16) & 255}.${1 + ((h >>> 24) % 254)}`;
}

/** Real ping's count flag, bounded for a simulation. */
export const PING_MAX_COUNT = 10;

/** `ping [-c N] host` or `ping host -c N`: the host and the packet count, or an error line. */
export function parsePingArgs(args: readonly string[]): { host?: string; count: number } | { error: string } {
  let count = PING_COUNT;
  let host: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "-c" || /^-c\d+$/.test(arg)) {
      const value = arg === "-c" ? args[++i] : arg.slice(2);
      if (value === undefined) return { error: "ping: option requires an argument -- 'c'" };
      const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(n >= 1 && n <= PING_MAX_COUNT))
        return { error: `ping: invalid argument: '${value}': out of range: 1 <= value <= ${PING_MAX_COUNT}` };
      count = n;
    } else if (host === undefined) host = arg;
  }
  return { host, count };
}

export const ping: Command = {
  name: "ping",
  help: {
    en: { usage: "ping [-c N] <host>", summary: "Send 4 (or N, up to 10) simulated packets to a host" },
    fr: { usage: "ping [-c N] <hôte>", summary: "Envoyer 4 (ou N, jusqu'à 10) paquets simulés à un hôte" },
  },
  async run(ctx) {
    const parsed = parsePingArgs(ctx.args);
    if ("error" in parsed) {
      ctx.print("error", parsed.error);
      return;
    }
    const { host: arg, count } = parsed;
    if (arg === undefined) {
      ctx.print("error", ctx.t("pingHost"));
      return;
    }
    const host = arg.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").split(/[/?#]/)[0];
    if (!/^[A-Za-z0-9.-]+$/.test(host)) {
      ctx.print("error", ctx.t("pingUnknownHost", { host: arg }));
      return;
    }
    const ip = fakeAddress(host);
    const local = ip.startsWith("127.");
    ctx.print("log", `PING ${host} (${ip}) 56(84) bytes of data.`);
    const times: number[] = [];
    let cancelled = false;
    let wake: () => void = () => undefined;
    ctx.onCancel(() => {
      cancelled = true;
      wake();
    });
    for (let seq = 1; seq <= count && !cancelled; seq++) {
      await new Promise<void>((resolve) => {
        const cancelTimer = ctx.later(PING_INTERVAL_MS, resolve);
        wake = () => {
          cancelTimer();
          resolve();
        };
      });
      if (cancelled) break;
      const time = local ? 0.03 + ctx.deps.random() * 0.05 : 12 + ctx.deps.random() * 30;
      times.push(time);
      ctx.print("log", `64 bytes from ${ip}: icmp_seq=${seq} ttl=${local ? 64 : 54} time=${time.toFixed(local ? 3 : 1)} ms`);
    }
    if (cancelled) ctx.print("system", "^C");
    // Only the packets that went out: a reply-less packet cut short by Esc was never sent.
    const sent = cancelled ? times.length : count;
    if (times.length === 0) {
      ctx.batch(() => {
        ctx.print("log", `--- ${host} ping statistics ---`);
        ctx.print("log", `${sent} packets transmitted, 0 received${sent > 0 ? ", 100% packet loss" : ""}`);
      });
      return;
    }
    const min = Math.min(...times);
    const max = Math.max(...times);
    const avg = times.reduce((a, b) => a + b, 0) / times.length;
    const mdev = Math.sqrt(times.reduce((a, b) => a + (b - avg) ** 2, 0) / times.length);
    ctx.batch(() => {
      ctx.print("log", "");
      ctx.print("log", `--- ${host} ping statistics ---`);
      ctx.print(
        "log",
        `${sent} packets transmitted, ${times.length} received, ${Math.round((1 - times.length / sent) * 100)}% packet loss, time ${PING_INTERVAL_MS * (sent - 1)}ms`,
      );
      ctx.print("log", `rtt min/avg/max/mdev = ${[min, avg, max, mdev].map((n) => n.toFixed(3)).join("/")} ms`);
    });
  },
};
