/**
 * docker-compose.yml mounts the owner's content folder named by CONTENT_DIR in .env, whichever way
 * the owner writes it. No Docker engine runs here, so the test applies Compose's documented rules
 * (https://docs.docker.com/reference/compose-file/services/#volumes) to the file: `${VAR:-default}`
 * interpolation; in the short form "SOURCE:TARGET[:MODE]" a SOURCE that does not start with ".", "/"
 * or "~" names a volume, not a folder; in the long form, `type: bind` makes `source` a host path,
 * relative to the compose file's folder.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";

const ROOT = path.resolve(__dirname, "../../..");
const composeText = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");

type VolumeEntry = string | { type?: string; source?: string; target?: string; read_only?: boolean };

function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, name: string, fallback?: string) => env[name] || (fallback ?? ""));
}

/** What the container sees at /content: a host folder (absolute path) or a named volume. */
function contentMount(env: Record<string, string>): { folder: string; readOnly: boolean } | { volume: string } {
  const compose = YAML.parse(composeText) as { services: { web: { volumes: VolumeEntry[] } } };
  for (const entry of compose.services.web.volumes) {
    if (typeof entry === "string") {
      const [source, target, mode] = interpolate(entry, env).split(":");
      if (target !== "/content") continue;
      if (!/^[./~]/.test(source)) return { volume: source };
      return { folder: path.resolve(ROOT, source), readOnly: mode === "ro" };
    }
    if (entry.target !== "/content") continue;
    const source = interpolate(entry.source ?? "", env);
    if (entry.type !== "bind") return { volume: source };
    return { folder: path.resolve(ROOT, source), readOnly: entry.read_only === true };
  }
  throw new Error("docker-compose.yml mounts nothing at /content");
}

describe("docker-compose.yml: the content folder", () => {
  it("mounts the sample read-only when CONTENT_DIR is unset", () => {
    expect(contentMount({})).toEqual({ folder: path.join(ROOT, "content"), readOnly: true });
  });

  it.each(["my-content", "./my-content"])("mounts CONTENT_DIR=%s as the folder next to the compose file", (value) => {
    expect(contentMount({ CONTENT_DIR: value })).toEqual({ folder: path.join(ROOT, "my-content"), readOnly: true });
  });

  it("mounts an absolute CONTENT_DIR as is", () => {
    expect(contentMount({ CONTENT_DIR: "/srv/portfolio/content" })).toEqual({ folder: "/srv/portfolio/content", readOnly: true });
  });
});
