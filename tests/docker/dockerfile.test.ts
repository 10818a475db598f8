/**
 * No Docker engine runs here, so the Dockerfile is kept honest two ways: a
 * linter, and a replay of its build stage's steps on a clean copy of the
 * repository (files the .dockerignore lets through), then its CMD, ENV and
 * HEALTHCHECK target against a fresh data folder.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validate } from "dockerfile-utils";
import { afterAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { SECRET_VARIABLES } from "../../app/env-files.server";
import { spawnServerProcess, stopServerProcess } from "../helpers/server-process";

const ROOT = path.resolve(__dirname, "../..");
const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");

interface Instruction {
  keyword: string;
  args: string;
}

/** Global ARGs (before the first FROM) with their defaults: they may name the base image. */
const globalArgs: Record<string, string> = {};

/** Splits the Dockerfile into stages of instructions (comments dropped, continuations joined). */
function parseStages(text: string) {
  const joined = text.replace(/\\\r?\n/g, " ");
  const stages: Array<{ from: string; name?: string; instructions: Instruction[] }> = [];
  for (const raw of joined.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (keyword.toUpperCase() === "ARG" && stages.length === 0) {
      const [name, value = ""] = args.split("=");
      globalArgs[name] = value;
    } else if (keyword.toUpperCase() === "FROM") {
      const [image, , name] = args.split(/\s+/);
      const from = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a?: string, b?: string) => globalArgs[a ?? b ?? ""] ?? "");
      stages.push({ from, name, instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const stages = parseStages(dockerfile);
const buildStage = stages.find((s) => s.name === "build");
const runtimeStage = stages.at(-1);

describe("Dockerfile", () => {
  it("passes the linter", () => {
    expect(validate(dockerfile)).toEqual([]);
  });

  it("is multi-stage on Node 22 bookworm-slim with build tools only in the build stage", () => {
    expect(stages.map((s) => s.from.replace(/@sha256:[0-9a-f]+$/, ""))).toEqual(["node:22-bookworm-slim", "node:22-bookworm-slim"]);
    const runs = (stage: typeof buildStage) => (stage?.instructions ?? []).filter((i) => i.keyword === "RUN").map((i) => i.args);
    expect(runs(buildStage).join("\n")).toMatch(/g\+\+/);
    expect(runs(buildStage)).toContain("npm prune --omit=dev");
    expect(runs(runtimeStage).join("\n")).not.toMatch(/apt-get|g\+\+|npm (ci|install)/);
    const runtime = runtimeStage?.instructions ?? [];
    expect(runtime.find((i) => i.keyword === "USER")?.args).toBe("node");
    expect(runtime.find((i) => i.keyword === "VOLUME")?.args).toContain("/data");
    expect(runtime.find((i) => i.keyword === "HEALTHCHECK")?.args).toContain("/healthz");
  });

  it("names its base image once, in an ARG pinned by digest", () => {
    // Both stages on the same base: the tag says what it is, the digest makes it exact.
    expect(globalArgs.NODE_IMAGE).toMatch(/^node:22-bookworm-slim@sha256:[0-9a-f]{64}$/);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS build$/m);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime$/m);
  });

  it("docker-compose.yml keeps data in a named volume with a healthcheck and a read-only root", () => {
    const compose = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
    expect(compose).toMatch(/portfolio-data:\/data/);
    expect(compose).toMatch(/portfolio-backups:\/backups/);
    expect(compose).toMatch(/BACKUP_DIR: \/backups/);
    expect(compose).toMatch(/restart: unless-stopped/);
    expect(compose).toMatch(/healthcheck:/);
    expect(compose).toMatch(/read_only: true/);
    expect(compose).toMatch(/env_file:/);
  });
});

/** Compose's `${VAR:-default}` / `${VAR}` interpolation, for the values this file uses. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, name: string, fallback?: string) => env[name] || (fallback ?? ""));
}

describe("docker-compose.yml: trust-proxy footguns and hardening", () => {
  const composeText = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
  const compose = YAML.parse(composeText) as {
    services: { web: Record<string, unknown> & { ports: string[]; environment: Record<string, unknown> } };
  };
  const web = compose.services.web;
  const envExample = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8");

  it("publishes on 127.0.0.1:3000 by default; PUBLISH_ADDRESS/PUBLISH_PORT move the published side only", () => {
    expect(web.ports).toHaveLength(1);
    const [mapping] = web.ports;
    expect(interpolate(mapping, {})).toBe("127.0.0.1:3000:3000");
    // A PORT in .env (compose reads .env for interpolation too) no longer moves anything.
    expect(interpolate(mapping, { PORT: "8080" })).toBe("127.0.0.1:3000:3000");
    expect(interpolate(mapping, { PUBLISH_PORT: "8080", PUBLISH_ADDRESS: "0.0.0.0" })).toBe("0.0.0.0:8080:3000");
  });

  it("fixes the container's port at 3000, where the mapping, EXPOSE and the healthchecks point", () => {
    // `environment` wins over `env_file`, so a PORT=8080 copied from .env.example cannot break it.
    expect(web.environment.PORT).toBe(3000);
    expect(web.ports[0]).toMatch(/:3000$/);
    expect(runtimeStage?.instructions.find((i) => i.keyword === "EXPOSE")?.args).toBe("3000");
    expect((web.healthcheck as { test: string[] }).test.join(" ")).toContain("http://127.0.0.1:3000/healthz");
    expect(interpolate(String(web.environment.TRUST_PROXY), {})).toBe("0");
  });

  it("drops every capability, forbids privilege gain, runs an init, and bounds memory and processes", () => {
    expect(web.cap_drop).toEqual(["ALL"]);
    expect(web.cap_add).toBeUndefined();
    expect(web.security_opt).toContain("no-new-privileges:true");
    expect(web.init).toBe(true);
    expect(web.mem_limit).toMatch(/^\d+[mg]$/);
    const megabytes = Number.parseInt(String(web.mem_limit), 10) * (String(web.mem_limit).endsWith("g") ? 1024 : 1);
    expect(megabytes).toBeGreaterThanOrEqual(256);
    expect(megabytes).toBeLessThanOrEqual(2048);
    expect(web.pids_limit).toBeGreaterThanOrEqual(64);
    expect(web.pids_limit).toBeLessThanOrEqual(1024);
    expect(web.read_only).toBe(true);
    expect(web.tmpfs).toEqual(["/tmp"]);
    expect(web.privileged).toBeUndefined();
  });

  it("shows how to pass every secret as a file (commented secrets: example)", () => {
    expect(composeText).toMatch(/^ {4}# secrets:$/m);
    expect(composeText).toMatch(/^# secrets:$/m);
    for (const name of SECRET_VARIABLES) {
      expect(composeText).toContain(`# ${name}_FILE: /run/secrets/${name.toLowerCase()}`);
      expect(envExample).toContain(`${name}_FILE`);
    }
  });

  it(".env.example's published side matches the compose defaults", () => {
    const value = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(envExample)?.[1] ?? "";
    expect(interpolate(web.ports[0], { PUBLISH_ADDRESS: value("PUBLISH_ADDRESS"), PUBLISH_PORT: value("PUBLISH_PORT") })).toBe(
      interpolate(web.ports[0], {}),
    );
  });
});

/** The files a `docker build .` context would contain (tracked + untracked, minus .dockerignore). */
function contextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT })
    .toString()
    .split("\0")
    .filter(Boolean);
  const ignore = fs
    .readFileSync(path.join(ROOT, ".dockerignore"), "utf8")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const toRegex = (pattern: string) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}(/.*)?$`);
  const rules = ignore.map(toRegex);
  return listed.filter((file) => fs.existsSync(path.join(ROOT, file)) && !rules.some((r) => r.test(file)));
}

/**
 * Packs node_modules/better-sqlite3's compiled addon the way prebuild-install names a download
 * (`<name>-v<version>-node-v<abi>-<platform>-<arch>.tar.gz`) and returns the folder holding it.
 */
function seedSqlitePrebuild(work: string): string {
  const module = path.join(ROOT, "node_modules", "better-sqlite3");
  const { version } = JSON.parse(fs.readFileSync(path.join(module, "package.json"), "utf8")) as { version: string };
  const folder = path.join(work, "prebuilds");
  fs.mkdirSync(folder, { recursive: true });
  const file = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync("tar", ["-czf", path.join(folder, file), "-C", module, "build/Release/better_sqlite3.node"]);
  return folder;
}

describe("Dockerfile replay (clean copy -> npm ci -> build -> prune -> start -> health)", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-docker-"));
  const app = path.join(work, "app");
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("builds and starts from a clean copy exactly as the image does", { timeout: 15 * 60_000 }, async () => {
    // The build stage, step by step, with the stage's ENV and none of the test runner's
    // (vitest sets NODE_ENV=test, which would make a development React build).
    // npm_config_* point node-gyp at the image's Node headers; this machine has its own.
    const stageEnv: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir(), CI: "true" };
    // better-sqlite3's install step finds a prebuilt binary instead of compiling for ~55 s: the one
    // the repository's own `npm ci` just compiled on this machine (same version, Node and platform),
    // so the compile itself is already proven; the replay still loads it, serves and backs up with it.
    stageEnv.npm_config_better_sqlite3_local_prebuilds = seedSqlitePrebuild(work);
    for (const step of buildStage?.instructions ?? []) {
      if (step.keyword === "ENV") {
        for (const m of step.args.matchAll(/(\w+)=(\S+)/g)) if (!m[1].startsWith("npm_config_")) stageEnv[m[1]] = m[2];
      }
      if (step.keyword === "WORKDIR") fs.mkdirSync(app, { recursive: true });
      if (step.keyword === "COPY") {
        const [source] = step.args.split(/\s+/);
        const files = source === "." ? contextFiles() : step.args.split(/\s+/).slice(0, -1);
        for (const file of files) {
          fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
          fs.copyFileSync(path.join(ROOT, file), path.join(app, file));
        }
      }
      if (step.keyword === "RUN" && step.args.startsWith("npm ")) {
        const result = spawnSync("sh", ["-c", step.args], { cwd: app, encoding: "utf8", env: stageEnv as unknown as NodeJS.ProcessEnv }); // no NODE_ENV, as in the image's build stage
        expect(result.status, `${step.args}\n${result.stdout}\n${result.stderr}`).toBe(0);
      }
    }
    expect(fs.existsSync(path.join(app, "tests"))).toBe(false);
    expect(fs.existsSync(path.join(app, "node_modules", "@remix-run", "dev"))).toBe(false); // pruned
    expect(fs.existsSync(path.join(app, "build", "index.js"))).toBe(true);

    // The runtime stage: its ENV, its CMD, a fresh /data.
    const runtime = runtimeStage?.instructions ?? [];
    const envLine = runtime.find((i) => i.keyword === "ENV")?.args ?? "";
    const env = Object.fromEntries([...envLine.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    const data = path.join(work, "data");
    for (const [key, value] of Object.entries(env)) if (value.startsWith("/data")) env[key] = value.replace("/data", data);
    const cmd = JSON.parse(runtime.find((i) => i.keyword === "CMD")?.args ?? "[]") as string[];
    expect(cmd[0]).toBe("node");

    const server = spawnServerProcess({ ...env, HOST: "127.0.0.1", PORT: "0" }, { args: cmd.slice(1), cwd: app });
    try {
      const url = await server.listening;
      const output = server.output;
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      const page = await fetch(`${url}/`);
      expect(page.status, output()).toBe(200);
      expect(await page.text()).toContain('id="hero"');
      expect(fs.existsSync(path.join(data, "portfolio.sqlite"))).toBe(true);
      // The backup command runs from the pruned copy (production dependencies only), server running.
      const backups = path.join(work, "backups");
      const backup = spawnSync(process.execPath, ["build/backup.js", "--keep", "3"], {
        cwd: app,
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env, BACKUP_DIR: backups },
        encoding: "utf8",
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(fs.existsSync(backup.stdout.trim())).toBe(true);
      expect(path.dirname(backup.stdout.trim())).toBe(backups);
      // And the inbox CLI, as docs/operations.md runs it in the container.
      const inbox = spawnSync(process.execPath, ["--import", "tsx", "scripts/inbox.ts"], {
        cwd: app,
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
        encoding: "utf8",
      });
      expect(inbox.status, inbox.stderr).toBe(0);
      expect(inbox.stdout).toContain("0 messages, 0 unread");
    } finally {
      await stopServerProcess(server);
    }
  });
});
