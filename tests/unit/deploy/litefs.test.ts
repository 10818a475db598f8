/** The LiteFS example files agree with each other and with the app (no Docker engine here to run them). */
import fs from "node:fs";
import path from "node:path";
import { validate } from "dockerfile-utils";
import { describe, expect, it } from "vitest";
import YAML from "yaml";

const DIR = path.resolve(__dirname, "../../../deploy/litefs");
const read = (name: string) => fs.readFileSync(path.join(DIR, name), "utf8");

describe("deploy/litefs", () => {
  const litefs = YAML.parse(read("litefs.yml"));
  const compose = YAML.parse(read("compose.yml"), { merge: true });
  const dockerfile = read("Dockerfile");
  const env = (name: string) => new RegExp(`${name}=(\\S+)`).exec(dockerfile)?.[1];

  it("mounts the database where the app opens it, and proxies to the app's port", () => {
    const databasePath = env("DATABASE_PATH")!;
    expect(litefs.fuse.dir).toBe(path.posix.dirname(databasePath));
    expect(litefs.proxy.db).toBe(path.posix.basename(databasePath));
    expect(litefs.proxy.target).toBe(`localhost:${env("PORT")}`);
    expect(litefs.exec[0].cmd).toMatch(/--reuid=node .*node \/app\/build\/server\.js$/);
    expect(litefs.fuse["allow-other"]).toBe(true);
    expect(dockerfile).toContain('echo "user_allow_other" >> /etc/fuse.conf');
  });

  it("has one static primary chosen by the environment", () => {
    expect(litefs.lease).toEqual({
      type: "static",
      candidate: "${LITEFS_CANDIDATE}",
      hostname: "${LITEFS_PRIMARY_HOST}",
      "advertise-url": "http://${LITEFS_PRIMARY_HOST}:20202",
    });
    expect(compose.services.primary.environment).toMatchObject({ LITEFS_CANDIDATE: "true", LITEFS_PRIMARY_HOST: "primary" });
    expect(compose.services.replica.environment).toMatchObject({ LITEFS_CANDIDATE: "false", LITEFS_PRIMARY_HOST: "primary" });
    expect(compose.services.primary.hostname).toBe("primary");
    for (const node of [compose.services.primary, compose.services.replica]) {
      expect(node.devices).toEqual(["/dev/fuse"]);
      expect(node.cap_add).toEqual(["SYS_ADMIN"]);
      // LiteFS's proxy adds no X-Forwarded-For entry: only nginx's hop is trusted.
      expect(node.environment.TRUST_PROXY).toBe(1);
    }
  });

  it("sends writes to the primary and reads to any node, through the LiteFS proxies", () => {
    const nginx = read("nginx.conf");
    const port = String(litefs.proxy.addr).replace(":", "");
    expect(nginx).toContain(`upstream primary_node {\n    server primary:${port};\n  }`);
    expect(nginx).toContain(`server replica:${port};`);
    expect(nginx).toMatch(/GET any_node;\s+HEAD any_node;\s+default primary_node;/);
    expect(compose.services.front.volumes).toEqual(["./nginx.conf:/etc/nginx/nginx.conf:ro"]);
  });

  it("has a Dockerfile without lint errors", () => {
    expect(validate(dockerfile)).toEqual([]);
  });
});
