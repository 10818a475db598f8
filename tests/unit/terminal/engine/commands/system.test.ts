import { describe, expect, test } from "vitest";
import { bannerArt } from "~/terminal/engine/banner";
import { testContent } from "../../../../helpers/content";
import { runCommand } from "./run-command";

const handle = () => testContent().profile.handle;

describe("which and type", () => {
  test("programs live in /usr/bin, builtins have no file, unknown names are status 1", async () => {
    expect(await runCommand("which", ["ls", "grep"])).toMatchObject({ out: ["/usr/bin/ls", "/usr/bin/grep"], status: 0 });
    expect(await runCommand("which", ["cd"])).toMatchObject({ out: [], status: 1 });
    expect(await runCommand("which", ["nope"])).toMatchObject({ out: [], err: [], status: 1 });
    expect((await runCommand("type", ["cd", "ls"])).out).toEqual(["cd is a shell builtin", "ls is /usr/bin/ls"]);
    expect((await runCommand("type", ["cd"], { lang: "fr" })).out).toEqual(["cd est une primitive du shell"]);
    expect(await runCommand("type", ["nope"])).toMatchObject({ err: ["bash: type: nope: not found"], status: 1 });
  });

  test("a root-only command is unknown to a guest", async () => {
    expect((await runCommand("which", ["netstat"])).status).toBe(1);
    expect((await runCommand("which", ["netstat"], { user: "root" })).out).toEqual(["/usr/bin/netstat"]);
  });
});

describe("env, export and unset", () => {
  test("export sets, env lists, unset removes", async () => {
    const r = await runCommand("export", ["EDITOR=nano", "EMPTY"]);
    expect(r.status).toBe(0);
    expect(r.ctx.env.get("EDITOR")).toBe("nano");
    expect(r.ctx.env.get("EMPTY")).toBe("");
    const listed = await runCommand("env", [], { env: { EDITOR: "nano" } });
    expect(listed.out).toContain("EDITOR=nano");
    expect(listed.out).toContain("USER=guest");
    expect((await runCommand("export", [], { env: { A: "b" } })).out).toContain('declare -x A="b"');
    const unset = await runCommand("unset", ["EDITOR"], { env: { EDITOR: "nano" } });
    expect(unset.ctx.env.get("EDITOR")).toBeUndefined();
  });

  test("invalid names", async () => {
    expect(await runCommand("export", ["1A=b"])).toMatchObject({ err: ["bash: export: '1A=b': not a valid identifier"], status: 1 });
    expect(await runCommand("unset", ["a-b"])).toMatchObject({ err: ["bash: unset: 'a-b': not a valid identifier"], status: 1 });
  });
});

describe("uname, hostname, id, uptime", () => {
  test("uname prints what it is asked, -a all of it", async () => {
    expect((await runCommand("uname", [])).out).toEqual(["Linux"]);
    expect((await runCommand("uname", ["-a"])).out).toEqual([`Linux ${handle()} 6.8.0-portfolio #1 SMP PREEMPT_DYNAMIC x86_64 GNU/Linux`]);
    expect((await runCommand("uname", ["-nr"])).out).toEqual([`${handle()} 6.8.0-portfolio`]);
    expect((await runCommand("uname", ["-z"])).err).toEqual(["uname: invalid option -- 'z'"]);
  });

  test("hostname is the owner's handle; id the user", async () => {
    expect((await runCommand("hostname", [])).out).toEqual([handle()]);
    expect((await runCommand("id", [])).out).toEqual(["uid=1000(guest) gid=1000(guest) groups=1000(guest)"]);
    expect((await runCommand("id", [], { user: "root" })).out).toEqual(["uid=0(root) gid=0(root) groups=0(root)"]);
  });

  test("uptime counts from the session's start", async () => {
    const first = await runCommand("uptime", []);
    expect(first.out[0]).toMatch(/^ \d\d:\d\d:\d\d up 0 min, {2}1 user, {2}load average: /);
    const now = new Date(Date.UTC(2026, 10, 22, 12, 0, 0));
    const later = await runCommand("uptime", [], { now, startedAt: new Date(now.getTime() - 65 * 60_000) });
    expect(later.out[0]).toContain(" up 1:05, ");
  });
});

describe("ps and kill", () => {
  test("ps shows the visitor's shell; aux the services", async () => {
    const r = await runCommand("ps", []);
    expect(r.out[0]).toBe("    PID TTY          TIME CMD");
    expect(r.out.slice(1).map((l) => l.trim().split(/\s+/).at(-1))).toEqual(["bash", "ps"]);
    const all = await runCommand("ps", ["aux"]);
    expect(all.out[0]).toMatch(/^USER +PID/);
    expect(all.out.some((l) => l.startsWith("root") && l.endsWith("systemd"))).toBe(true);
    expect(all.out.some((l) => l.startsWith("guest") && l.endsWith("bash"))).toBe(true);
  });

  test.each([
    { args: [], err: ["kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]"], status: 2 },
    { args: ["1"], err: ["bash: kill: (1) - Operation not permitted"], status: 1 },
    { args: ["99999"], err: ["bash: kill: (99999) - No such process"], status: 1 },
    { args: ["x"], err: ["bash: kill: x: arguments must be process or job IDs"], status: 1 },
    { args: ["-FOO", "1"], err: ["bash: kill: FOO: invalid signal specification"], status: 1 },
    { args: ["-9", "518"], err: ["bash: kill: (518) - Operation not permitted"], status: 1 },
  ])("kill $args", async ({ args, err, status }) => {
    expect(await runCommand("kill", args)).toMatchObject({ err, status });
  });

  test("the jokes: pid 1, your own shell, a service as root", async () => {
    expect((await runCommand("kill", ["1"])).out).toEqual(["Killing pid 1 would take the whole machine down with it. Nice try."]);
    expect((await runCommand("kill", ["-9", "1337"])).out[0]).toMatch(/own shell/);
    expect((await runCommand("kill", ["518"], { user: "root" })).out).toEqual([
      "nginx (518) restarted by systemd a second later. Resilient little thing.",
    ]);
    expect((await runCommand("kill", ["-l"])).out[0]).toMatch(/^ 1\) SIGHUP/);
  });
});

describe("neofetch", () => {
  test("the owner's art, name, title, stack and the OS of their files, beside each other", async () => {
    const content = testContent();
    const files = { "/etc/os-release": { type: "file" as const, content: 'PRETTY_NAME="Fixture OS 9"\n' } };
    const r = await runCommand("neofetch", [], { files, content });
    const art = bannerArt(content.profile.handle, content.terminal.bannerArt);
    const text = r.out.join("\n");
    art.forEach((line, i) => expect(r.out[i].startsWith(line)).toBe(true));
    expect(text).toContain(`guest@${content.profile.handle}`);
    expect(text).toContain("OS: Fixture OS 9");
    expect(text).toContain(`Host: ${content.profile.name}`);
    expect(text).toContain(`Role: ${content.profile.title.en}`);
    const firstSkill = content.skillCategories[0]?.skills[0]?.name;
    if (firstSkill) expect(text).toContain(firstSkill);
    expect(text).toContain("Uptime: 0 min");
    expect(text).toContain("Theme: ");
  });

  test("in French, and without skills in the content: the title stands for the stack", async () => {
    const content = testContent();
    const { skillCategories: _skills, ...engineContent } = content;
    const r = await runCommand("neofetch", [], { lang: "fr", content: engineContent as typeof content });
    expect(r.out.join("\n")).toContain(`Stack: ${content.profile.title.fr}`);
    expect(r.out.join("\n")).toContain(`Rôle: ${content.profile.title.fr}`);
  });
});
