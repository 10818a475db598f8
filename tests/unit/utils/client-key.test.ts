import { ipKeyGenerator } from "express-rate-limit";
import { describe, expect, it } from "vitest";
import { clientKey } from "../../../app/utils/client-key.server";

describe("clientKey", () => {
  it("keeps IPv4 addresses as they are", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("keys IPv6 clients by their /56", () => {
    expect(clientKey("2001:db8:1:ff42::1")).toBe("2001:db8:1:ff00::/56");
    expect(clientKey("2001:db8:1:ffab:dead:beef:1:2")).toBe("2001:db8:1:ff00::/56");
    expect(clientKey("2001:0DB8:0001:00AB:1::")).toBe("2001:db8:1::/56");
    expect(clientKey("::1")).toBe("::/56");
    expect(clientKey("fe80::1%eth0")).toBe("fe80::/56");
    expect(clientKey("[2001:db8::1]")).toBe("2001:db8::/56");
  });

  it("gives every address of one /64 (and of one /56) the same key, and different /56s different keys", () => {
    const base = "2001:db8:aa:bb";
    const keys = new Set(Array.from({ length: 60 }, (_, i) => clientKey(`${base}:${i.toString(16)}:1:2:3`)));
    expect(keys).toEqual(new Set(["2001:db8:aa::/56"]));
    expect(clientKey("2001:db8:aa:1ff::1")).toBe("2001:db8:aa:100::/56");
    expect(clientKey("2001:db8:ab::1")).not.toBe(clientKey("2001:db8:aa::1"));
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(clientKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(clientKey("::FFFF:c633:6404")).toBe("198.51.100.4");
    expect(clientKey("0:0:0:0:0:ffff:198.51.100.4")).toBe("198.51.100.4");
  });

  it("is idempotent (a key passed again stays the same key)", () => {
    for (const ip of ["2001:db8:1:ff42::1", "::ffff:1.2.3.4", "10.0.0.1", "::1", "2001:db8:1::"]) {
      expect(clientKey(clientKey(ip))).toBe(clientKey(ip));
    }
  });

  it("answers a stable key for a missing or odd value instead of throwing", () => {
    expect(clientKey("")).toBe("unknown");
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey(null)).toBe("unknown");
    expect(clientKey("not an ip")).toBe("not an ip");
  });

  it("agrees with express-rate-limit's ipKeyGenerator", () => {
    const samples = [
      "2001:db8:1:ff42::1",
      "2001:db8:85a3::8a2e:370:7334",
      "2a00:1450:4007:80e::200e",
      "fd00:abcd:ef01:2345:6789:abcd:ef01:2345",
      "::1",
      "::",
      "::ffff:1.2.3.4",
      "::ffff:0102:0304",
      "::1.2.3.4",
      "64:ff9b::1.2.3.4",
      "1:2:3:4:5:6:7:8",
      "1:0:0:4::",
      "0:0:1::",
      "8.8.8.8",
    ];
    for (const ip of samples) expect(clientKey(ip), ip).toBe(ipKeyGenerator(ip));
  });
});
