/**
 * The emulators' server side (DOS player and GBA emulator): /api/games
 * with what is installed, owner files and homebrew demos served by catalogue
 * id only, the self-hosted cores with long caching, and the frame documents'
 * own CSP (the page's never allows eval).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOS_GAMES, GBA_GAMES, HOMEBREW_GBA_IDS } from "../../app/terminal/catalog";
import { CORE_VENDOR_DIRS } from "../../server/emulators";
import { startTestApp, type TestApp } from "../helpers/app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  fs.mkdirSync(app.env.GBA_ROMS_DIR, { recursive: true });
  fs.mkdirSync(app.env.DOS_BUNDLES_DIR, { recursive: true });
  // The owner installed one ROM and one bundle; a stray file beside them is never served.
  fs.writeFileSync(path.join(app.env.GBA_ROMS_DIR, "tetrisworlds.gba"), Buffer.from("owner rom"));
  fs.writeFileSync(path.join(app.env.DOS_BUNDLES_DIR, "duke3d_320.jsdos"), Buffer.from("owner bundle"));
  fs.writeFileSync(path.join(app.env.GBA_ROMS_DIR, "secret.gba"), Buffer.from("not in the catalogue"));
});
afterAll(async () => {
  await app?.close();
});

/** A raw GET (fetch normalises "..", this does not). */
function rawGet(url: string, pathname: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: pathname }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("GET /api/games", () => {
  it("lists both catalogues with what is installed (the demos always are)", async () => {
    const res = await fetch(`${app.url}/api/games`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      data: { dos: Array<{ id: string; available: boolean }>; gba: Array<{ id: string; name: string; available: boolean }> };
    };
    expect(body.success).toBe(true);
    expect(body.data.dos.map((g) => g.id)).toEqual(Object.keys(DOS_GAMES));
    expect(body.data.gba.map((g) => g.id)).toEqual(Object.keys(GBA_GAMES));
    const installed = (list: Array<{ id: string; available: boolean }>) => list.filter((g) => g.available).map((g) => g.id);
    expect(installed(body.data.dos).sort()).toEqual(["demo", "duke3d", "shell", "worm"]);
    expect(installed(body.data.gba).sort()).toEqual(["demo", "starfall", "tetrisworlds"]);
    expect(body.data.gba.filter((g) => !HOMEBREW_GBA_IDS.includes(g.id))).toHaveLength(22);
  });

  it("answers JSON 405 to other methods", async () => {
    const res = await fetch(`${app.url}/api/games`, { method: "POST" });
    expect(res.status).toBe(405);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});

describe("game files", () => {
  it("serves the homebrew demos and the owner's files at the spec's paths", async () => {
    const gba = await fetch(`${app.url}/gba/binaries/demo.gba`);
    expect(gba.status).toBe(200);
    const rom = new Uint8Array(await gba.arrayBuffer());
    expect(rom[3]).toBe(0xea);
    expect(rom[0xb2]).toBe(0x96);
    // Starfall, the GBA game written here: the committed ROM, byte for byte.
    const starfall = await fetch(`${app.url}/gba/binaries/starfall.gba`);
    expect(starfall.status).toBe(200);
    const committed = fs.readFileSync(path.resolve(__dirname, "../../homebrew/gba/starfall.gba"));
    expect(Buffer.from(await starfall.arrayBuffer()).equals(committed)).toBe(true);
    const dos = await fetch(`${app.url}/jsdos/demo.jsdos`);
    expect(dos.status).toBe(200);
    const zip = new Uint8Array(await dos.arrayBuffer());
    expect([...zip.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK"
    for (const bundle of ["shell", "worm"]) {
      const res = await fetch(`${app.url}/jsdos/${bundle}.jsdos`);
      expect(res.status).toBe(200);
      expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 2)]).toEqual([0x50, 0x4b]);
    }
    expect(await (await fetch(`${app.url}/gba/binaries/tetrisworlds.gba`)).text()).toBe("owner rom");
    expect(await (await fetch(`${app.url}/jsdos/duke3d_320.jsdos`)).text()).toBe("owner bundle");
  });

  it.each([
    "/gba/binaries/pokemonemerald.gba", // in the catalogue, not installed
    "/gba/binaries/secret.gba", // on disk, not in the catalogue
    "/gba/binaries/gba_bios.bin", // optional BIOS, absent
    "/jsdos/doom.jsdos",
    "/jsdos/demo.zip",
    "/gba/binaries/..%2F..%2Fpackage.json",
    "/gba/binaries/%2e%2e%2fsecret.gba",
    "/jsdos/..%2F..%2Fpackage.json",
    "/gba/binaries/../../package.json",
  ])("404 for %s", async (pathname) => {
    const res = await rawGet(app.url, pathname);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain("not in the catalogue");
    expect(res.body).not.toContain('"name"');
  });
});

describe("cores and frames", () => {
  it("serves the self-hosted cores with a year of caching, compression and application/wasm", async () => {
    const wasm = await fetch(`${app.url}/vendor/mgba-2.5.1/mgba.wasm`, { headers: { "Accept-Encoding": "gzip" } });
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get("content-type")).toBe("application/wasm");
    expect(wasm.headers.get("cache-control")).toContain("max-age=31536000");
    expect(wasm.headers.get("content-encoding")).toBe("gzip");
    const dos = await fetch(`${app.url}/vendor/js-dos-8.4.1/js-dos.js`);
    expect(dos.status).toBe(200);
    expect(dos.headers.get("cache-control")).toContain("immutable");
    // Cross-origin isolation reaches the cores too (workers load mgba.js).
    expect(wasm.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    expect(wasm.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("the DOS and GBA frame documents have their own CSPs; the page never allows eval", async () => {
    const page = (await fetch(`${app.url}/`)).headers.get("content-security-policy") ?? "";
    expect(page).not.toContain("unsafe-eval");
    expect(page).not.toContain("wasm-unsafe-eval");
    const dosFrame = await fetch(`${app.url}/emulators/dos/frame.html`);
    expect(dosFrame.status).toBe(200);
    const dosCsp = dosFrame.headers.get("content-security-policy") ?? "";
    expect(dosCsp).toMatch(/script-src [^;]*'unsafe-eval'/);
    expect(dosCsp).toContain("frame-ancestors 'self'");
    const gbaFrame = await fetch(`${app.url}/emulators/gba/frame.html`);
    expect(gbaFrame.status).toBe(200);
    const gbaCsp = gbaFrame.headers.get("content-security-policy") ?? "";
    // mGBA compiles wasm and starts same-origin workers; it never needs eval.
    expect(gbaCsp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(gbaCsp).not.toContain("'unsafe-eval'");
    expect(gbaCsp).toMatch(/worker-src 'self' blob:/);
    expect(gbaFrame.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    const core = await fetch(`${app.url}/vendor/mgba-2.5.1/mgba.js`);
    expect(core.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
  });

  it("serves each core's scripts with its frame's CSP (Firefox applies it to the core's workers); a 404 there keeps the page's", async () => {
    const gbaFrame = (await fetch(`${app.url}/emulators/gba/frame.html`)).headers.get("content-security-policy");
    const dosFrame = (await fetch(`${app.url}/emulators/dos/frame.html`)).headers.get("content-security-policy");
    const page = (await fetch(`${app.url}/`)).headers.get("content-security-policy");
    const core = await fetch(`${app.url}/vendor/${CORE_VENDOR_DIRS.gba}/mgba.js`);
    expect(core.status).toBe(200);
    expect(core.headers.get("content-security-policy")).toBe(gbaFrame);
    expect(core.headers.get("content-security-policy")).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    const dosCore = await fetch(`${app.url}/vendor/${CORE_VENDOR_DIRS.dos}/emulators/wdosbox.js`);
    expect(dosCore.status).toBe(200);
    expect(dosCore.headers.get("content-security-policy")).toBe(dosFrame);
    const missing = await fetch(`${app.url}/vendor/${CORE_VENDOR_DIRS.gba}/nothing.js`);
    expect(missing.status).toBe(404);
    const withoutNonce = (csp: string | null) => csp?.replace(/'nonce-[^']+'/, "'nonce'");
    expect(withoutNonce(missing.headers.get("content-security-policy"))).toBe(withoutNonce(page));
  });
});
