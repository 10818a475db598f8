/** The machine's own files agree with its commands: one kernel release, one hostname (issue 36, part B). */
import { describe, expect, test } from "vitest";
import { createEngine } from "~/terminal/engine";
import { makeHarness, plainDeps } from "../fake-deps";

describe("one source of truth for the system", () => {
  test("/etc/motd names the kernel release uname -r and neofetch print", async () => {
    const h = await makeHarness();
    await h.run("uname -r");
    const release = h.last()[0];
    await h.run("cat /etc/motd");
    expect(h.texts().join("\n")).toContain(`(GNU/Linux ${release} x86_64)`);
    await h.run("neofetch");
    expect(h.texts().join("\n")).toContain(`Kernel: ${release}`);
  });

  test("/etc/hosts maps localhost and the machine's hostname", async () => {
    const h = await makeHarness();
    await h.run("hostname");
    const host = h.last()[0];
    await h.run("cat /etc/hosts");
    const text = h.texts().join("\n");
    expect(text).toContain("127.0.0.1\tlocalhost");
    expect(text).toContain(`127.0.1.1\t${host}`);
  });

  test("/etc/hosts names the host the page was served from", async () => {
    const engine = createEngine(plainDeps({ pageOrigin: () => "https://clara-adler.dev" }), { preBooted: { lines: [], sessionId: "s" } });
    await engine.submit("cat /etc/hosts");
    expect(engine.snapshot().lines.map((l) => l.text)).toContain("127.0.1.1\tclad clara-adler.dev");
  });
});
