/**
 * No Docker engine runs here, so the Dockerfile is kept honest two ways: a
 * linter, and a replay of its build stage's steps on a clean copy of the
 * repository (files the .dockerignore lets through), then its CMD, ENV and
 * HEALTHCHECK target against a fresh data folder.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validate } from "dockerfile-utils";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");

interface Instruction {
  keyword: string;
  args: string;
}

/** Splits the Dockerfile into stages of instructions (comments dropped, continuations joined). */
function parseStages(text: string) {
  const joined = text.replace(/\\\r?\n/g, " ");
  const stages: Array<{ from: string; name?: string; instructions: Instruction[] }> = [];
  for (const raw of joined.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (keyword.toUpperCase() === "FROM") {
      const [from, , name] = args.split(/\s+/);
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
    expect(stages.map((s) => s.from)).toEqual(["node:22-bookworm-slim", "node:22-bookworm-slim"]);
    const runs = (stage: typeof buildStage) => (stage?.instructions ?? []).filter((i) => i.keyword === "RUN").map((i) => i.args);
    expect(runs(buildStage).join("\n")).toMatch(/g\+\+/);
    expect(runs(buildStage)).toContain("npm prune --omit=dev");
    expect(runs(runtimeStage).join("\n")).not.toMatch(/apt-get|g\+\+|npm (ci|install)/);
    const runtime = runtimeStage?.instructions ?? [];
    expect(runtime.find((i) => i.keyword === "USER")?.args).toBe("node");
    expect(runtime.find((i) => i.keyword === "VOLUME")?.args).toContain("/data");
    expect(runtime.find((i) => i.keyword === "HEALTHCHECK")?.args).toContain("/healthz");
  });

  it("docker-compose.yml keeps data in a named volume with a healthcheck and a read-only root", () => {
    const compose = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
    expect(compose).toMatch(/portfolio-data:\/data/);
    expect(compose).toMatch(/restart: unless-stopped/);
    expect(compose).toMatch(/healthcheck:/);
    expect(compose).toMatch(/read_only: true/);
    expect(compose).toMatch(/env_file:/);
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

describe("Dockerfile replay (clean copy -> npm ci -> build -> prune -> start -> health)", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-docker-"));
  const app = path.join(work, "app");
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("builds and starts from a clean copy exactly as the image does", { timeout: 15 * 60_000 }, async () => {
    // The build stage, step by step, with the stage's ENV and none of the test runner's
    // (vitest sets NODE_ENV=test, which would make a development React build).
    // npm_config_* point node-gyp at the image's Node headers; this machine has its own.
    const stageEnv: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir(), CI: "true" };
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

    const child = spawn(process.execPath, cmd.slice(1), {
      cwd: app,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env, HOST: "127.0.0.1", PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", () => {
          const match = /listening on (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once("exit", (code) => reject(new Error(`server exited ${code}: ${output}`)));
      });
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      const page = await fetch(`${url}/`);
      expect(page.status, output).toBe(200);
      expect(await page.text()).toContain('id="hero"');
      expect(fs.existsSync(path.join(data, "portfolio.sqlite"))).toBe(true);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  });
});
