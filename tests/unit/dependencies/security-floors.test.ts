/**
 * Security fixes that reach this project only through package.json `overrides` (Remix v2 is
 * end-of-life and pins older releases: ADR 049). Every installed copy of each package, hoisted or
 * nested, must be at least the release that carries the fix. Add a row when an override is added
 * for an advisory; drop it when a dependency's own range moves past the floor.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../../..");

const SECURITY_FLOORS: ReadonlyArray<{ name: string; minimum: string; why: string }> = [
  // @remix-run/react 2.17.5 pins react-router(-dom) 6.30.4 and @remix-run/router 1.23.3.
  { name: "react-router", minimum: "6.30.6", why: "GHSA-jjmj-jmhj-qwj2 (CVE-2026-53668): open redirect leading to XSS" },
  { name: "react-router-dom", minimum: "6.30.6", why: "GHSA-jjmj-jmhj-qwj2 (CVE-2026-53668): open redirect leading to XSS" },
  { name: "@remix-run/router", minimum: "1.23.4", why: "the fix itself: double-slash normalization of useNavigate's colon URLs" },
];

/** A plain release x.y.z (a pre-release of a fixed version is not the fixed version). */
function release(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`not a plain release version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function atLeast(version: string, minimum: string): boolean {
  const [a, b] = [release(version), release(minimum)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** Every folder the lockfile installs the package in (node_modules/x, node_modules/y/node_modules/x, …). */
function installedCopies(name: string): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
  return Object.keys(lock.packages).filter((key) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`));
}

function installedVersion(folder: string): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, folder, "package.json"), "utf8")) as { version: string }).version;
}

describe("security floors of the shipped dependencies", () => {
  it("compares versions numerically, not as text", () => {
    expect(atLeast("6.30.10", "6.30.6")).toBe(true);
    expect(atLeast("6.30.6", "6.30.6")).toBe(true);
    expect(atLeast("6.30.4", "6.30.6")).toBe(false);
    expect(atLeast("7.0.0", "6.30.6")).toBe(true);
    expect(() => atLeast("6.30.6-pre.0", "6.30.6")).toThrow(/plain release/);
  });

  it.each(SECURITY_FLOORS)("every installed $name is at least $minimum ($why)", ({ name, minimum }) => {
    const copies = installedCopies(name).map((folder) => ({ folder, version: installedVersion(folder) }));
    expect(copies.length, `${name} is no longer installed: drop its row`).toBeGreaterThan(0);
    const tooOld = copies.filter(({ version }) => !atLeast(version, minimum)).map(({ folder, version }) => `${folder} ${version}`);
    expect(tooOld).toEqual([]);
  });
});
