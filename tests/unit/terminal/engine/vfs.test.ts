import { describe, expect, test } from "vitest";
import { API_TOKEN_PATH, buildFileSystem } from "~/content/filesystem";
import { sampleContent } from "../../../helpers/content";
import { displayPath, resolvePath, Vfs } from "~/terminal/engine/vfs";

const content = sampleContent();
const vfs = new Vfs(buildFileSystem(content.files, content.profile, { apiToken: "sk_live_TEST", sessionId: "ABCDEFGH", now: new Date(0) }));

describe("path rules", () => {
  test("relative, absolute, . and ..", () => {
    expect(resolvePath("/home/guest", "notes.txt", "/home/guest")).toBe("/home/guest/notes.txt");
    expect(resolvePath("/home/guest", "/etc/motd", "/home/guest")).toBe("/etc/motd");
    expect(resolvePath("/home/guest", "./.secrets/../notes.txt", "/home/guest")).toBe("/home/guest/notes.txt");
    expect(resolvePath("/home/guest", ".", "/home/guest")).toBe("/home/guest");
  });

  test(".. never goes above /", () => {
    expect(resolvePath("/home", "../../../..", "/home/guest")).toBe("/");
    expect(resolvePath("/", "..", "/home/guest")).toBe("/");
  });

  test("~ is the current user's home", () => {
    expect(resolvePath("/etc", "~", "/home/guest")).toBe("/home/guest");
    expect(resolvePath("/etc", "~/notes.txt", "/home/root")).toBe("/home/root/notes.txt");
    expect(displayPath("/home/guest/.secrets", "/home/guest")).toBe("~/.secrets");
    expect(displayPath("/etc", "/home/guest")).toBe("/etc");
  });
});

describe("virtual file system", () => {
  test("dirs list their children; parents are created", () => {
    expect(vfs.get("/")?.type).toBe("dir");
    expect(vfs.list("/", "root", false)).toEqual(expect.arrayContaining(["etc", "home", "opt", "tmp", "var"]));
  });

  test("dot-entries are hidden unless all", () => {
    expect(vfs.list("/home/guest", "guest", false)).not.toContain(".secrets");
    expect(vfs.list("/home/guest", "guest", true)).toContain(".secrets");
  });

  test("the API token is guest-readable and holds the session token", () => {
    expect(vfs.canAccess(API_TOKEN_PATH, "guest")).toBe(true);
    const entry = vfs.get(API_TOKEN_PATH);
    expect(entry?.type === "file" && entry.content).toBe("sk_live_TEST");
  });

  test("protected paths are refused and hidden for guest, open for root", () => {
    const protectedPaths = [
      "/var/log/auth.log",
      "/var/log/nginx/access.log",
      "/var/log/nginx/error.log",
      "/var/log/dmesg",
      "/etc/crontab",
      "/etc/shadow",
      "/etc/network/interfaces",
      "/etc/ssh/sshd_config",
      "/etc/ufw/user.rules",
      "/home/root/classified.log",
      "/home/root",
      "/home/root/notes.txt",
    ];
    for (const path of protectedPaths) {
      expect(vfs.get(path), path).toBeDefined();
      expect(vfs.canAccess(path, "guest"), path).toBe(false);
      expect(vfs.canAccess(path, "root"), path).toBe(true);
    }
    expect(vfs.list("/var/log", "guest", true)).toEqual(["nginx", "syslog"]);
    expect(vfs.list("/var/log/nginx", "guest", true)).toEqual([]);
    expect(vfs.list("/home", "guest", true)).toEqual(["guest"]);
    expect(vfs.list("/home", "root", false)).toEqual(["guest", "root"]);
  });

  test("notes lead to the internal API", () => {
    const notes = vfs.get("/home/guest/notes.txt");
    const readme = vfs.get("/opt/recovery-api/README.md");
    const text = (e: typeof notes) => (e?.type === "file" ? (typeof e.content === "string" ? e.content : e.content.en) : "");
    expect(text(notes)).toContain("localhost:8080");
    expect(text(notes)).toContain("~/.secrets");
    expect(text(readme)).toContain("/api/v1/recovery");
    expect(text(readme)).toContain("Authorization: Bearer");
  });
});
