/**
 * The key under which per-IP quotas count a client. One person usually holds a
 * whole IPv6 prefix (a /64 or more), so keying by the full address lets them
 * rotate addresses freely: IPv6 clients are keyed by their /56, as
 * express-rate-limit's ipKeyGenerator does. IPv4 stays as is, and an
 * IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, what a dual-stack socket
 * reports) is the IPv4 client it stands for.
 */
import { isIPv4, isIPv6 } from "node:net";

export const IPV6_PREFIX_BITS = 56;

/** The 8 groups of a valid IPv6 address (no zone, no prefix), IPv4 tail included. */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const lastColon = text.lastIndexOf(":");
  const last = text.slice(lastColon + 1);
  if (isIPv4(last)) {
    // A dotted IPv4 tail is the last two groups, written differently.
    const [a, b, c, d] = last.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/** RFC 5952 text: lower-case hex, the longest run of 2+ zero groups as "::" (the first one on a tie). */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/** The quota key of a client address (the address as Express reports it). */
export function clientKey(ip: string | null | undefined): string {
  const raw = (ip ?? "").trim().replace(/^\[(.*)\]$/, "$1");
  if (raw === "") return "unknown";
  if (isIPv4(raw)) return raw;
  // Zone ids (fe80::1%eth0) and an already applied prefix (a key passed again) are not part of the address.
  const address = raw.replace(/%.*$/, "").replace(new RegExp(`/${IPV6_PREFIX_BITS}$`), "");
  if (!isIPv6(address)) return raw;
  const groups = ipv6Groups(address);
  const firstSixZero = groups.slice(0, 5).every((g) => g === 0);
  const embedsIpv4 = isIPv4(address.slice(address.lastIndexOf(":") + 1));
  // ::ffff:a.b.c.d (mapped, in any notation) and the old ::a.b.c.d (compatible, only when written so).
  if (firstSixZero && (groups[5] === 0xffff || (groups[5] === 0 && embedsIpv4))) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  const masked = groups.map((g, i) => {
    const bits = Math.min(16, Math.max(0, IPV6_PREFIX_BITS - i * 16));
    return bits === 0 ? 0 : g & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${formatIpv6(masked)}/${IPV6_PREFIX_BITS}`;
}
