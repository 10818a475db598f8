import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { commandNames } from "~/terminal/engine";
import { DOS_GAMES, DOS_HOMEBREW_IDS, GBA_GAMES, HOMEBREW_GBA_IDS } from "~/terminal/catalog";
import { sampleContent } from "../../../helpers/content";
import { factText } from "~/content/types";
import { message } from "~/terminal/engine/messages";
import { makeHarness, MemoryStorage, rootHarness, type HarnessOptions } from "./fake-deps";

/** An API call that never reaches the server, as `fetch` fails offline. */
/** The root-only info command, named after the test content's handle. */
const INFO = `${sampleContent().profile.handle}_info`;
const COMMAND_NAMES = commandNames(sampleContent().profile.handle);

const offline = async (): Promise<never> => {
  throw new TypeError("Failed to fetch");
};

/** Runs one command on a fresh engine with these API answers; returns its last answer. */
async function lastAnswer(command: string, api: HarnessOptions["api"]): Promise<string[]> {
  const h = await makeHarness({ api });
  await h.run(command);
  return h.last();
}

const ALL = [
  "help",
  "about",
  "skills",
  "resume",
  "cv",
  "socials",
  "email",
  "agents",
  "trophy",
  "unlock",
  "ls",
  "cd",
  "pwd",
  "cat",
  "whoami",
  "sudo",
  "logout",
  "exit",
  "clear",
  "history",
  "echo",
  "touch",
  "mkdir",
  "rm",
  "rmdir",
  "cp",
  "mv",
  "df",
  "du",
  "alias",
  "unalias",
  "date",
  "theme",
  "lang",
  "challenge",
  "curl",
  "ping",
  "base64_encode",
  "base64_decode",
  "gen_image",
  "projects",
  "contact",
  "games",
  "snake",
  "hangman",
  "brickbreaker",
  "wordle",
  "dos",
  "gba",
  INFO,
  "netstat",
  // The coreutils people try.
  "man",
  "grep",
  "find",
  "head",
  "tail",
  "wc",
  "sort",
  "uniq",
  "cut",
  "tr",
  "sed",
  "awk",
  "diff",
  "seq",
  "xargs",
  "tee",
  "tree",
  "less",
  "more",
  "which",
  "type",
  "env",
  "export",
  "unset",
  "uname",
  "hostname",
  "uptime",
  "id",
  "ps",
  "top",
  "fortune",
  "sl",
  "kill",
  "neofetch",
  "true",
  "false",
  "nano",
  "vi",
  "vim",
  // issue 36's shell reflexes
  "printf",
  "sleep",
  "su",
];

describe("registry", () => {
  test("every DESIGN command exists, each in its own module", () => {
    expect([...COMMAND_NAMES].sort()).toEqual([...ALL].sort());
  });
});

describe("input handling", () => {
  test("the user line carries the prompt; empty input is ignored", async () => {
    const h = await makeHarness();
    const before = h.texts().length;
    await h.run("   ");
    expect(h.texts()).toHaveLength(before);
    await h.run("pwd");
    const userLine = h.engine.snapshot().lines.at(-2);
    expect(userLine).toMatchObject({ type: "user", text: "guest@clad:~$ pwd", prompt: "guest@clad:~$" });
    expect(h.last()).toEqual(["/home/guest"]);
  });

  test("the command word is lowercased", async () => {
    const h = await makeHarness();
    await h.run("PWD");
    expect(h.last()).toEqual(["/home/guest"]);
  });

  test("a single unknown word is 'command not found' plus a hint", async () => {
    const h = await makeHarness();
    await h.run("foo-bar_1.0");
    expect(h.last(2)).toEqual(["foo-bar_1.0: command not found", "Type 'help' to list the commands, or ask me anything in plain words."]);
    expect(h.api.messages).toEqual([]);
  });

  test.each(["hello", "Hi", "bonjour", "salut", "merci", "thanks", "aide", "yes", "oui", "Désolé"])(
    "a greeting or thanks (%s) is conversation: it goes to the assistant, not 'command not found'",
    async (word) => {
      const h = await makeHarness();
      await h.run(word);
      expect(h.api.messages).toEqual([word]);
      expect(h.texts().join("\n")).not.toContain("command not found");
    },
  );

  test("free text goes to the AI", async () => {
    const h = await makeHarness();
    await h.run("who are you?");
    expect(h.api.messages).toEqual(["who are you?"]);
  });

  test("input is ignored while booting, processing and in an overlay", async () => {
    const h = await makeHarness({ boot: false });
    expect(h.engine.snapshot().mode).toBe("booting");
    await h.run("pwd");
    expect(h.texts()).toEqual([]);
    h.engine.boot();
    await h.clock.runAll();
    await h.run("ping example.com");
    expect(h.engine.snapshot().mode).toBe("processing");
    const count = h.texts().length;
    await h.run("pwd");
    expect(h.texts()).toHaveLength(count);
    await h.clock.runAll();
    expect(h.engine.snapshot().mode).toBe("normal");
    await h.run("contact");
    expect(h.engine.snapshot().mode).toBe("overlay");
    await h.run("pwd");
    expect(h.last()).toEqual(["Opening the contact form..."]);
  });

  test("output of a synchronous command is emitted before submit() resolves (one snapshot)", async () => {
    const h = await makeHarness();
    const emitted = h.snapshots.length;
    void h.engine.submit("help");
    expect(h.snapshots.length).toBe(emitted + 1);
    expect(h.engine.snapshot().lines.at(-1)?.text).toContain("AI assistant");
  });
});

describe("help", () => {
  test("lists the guest commands, not the root-only ones", async () => {
    const h = await makeHarness();
    await h.run("help");
    const out = h.texts().join("\n");
    for (const name of ALL.filter((n) => n !== INFO && n !== "netstat" && n !== "unlock")) expect(out).toContain(name);
    expect(out).not.toContain(INFO);
    expect(out).not.toContain("netstat");
    expect(out).not.toContain("unlock");
  });

  test("help <command> and French help", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("help ls");
    expect(h.last()[0]).toContain("ls [-a] [chemin]");
    await h.run("help nope");
    expect(h.last()[0]).toContain("nope");
  });

  test("root sees the info command and netstat", async () => {
    const h = await rootHarness();
    await h.run("help");
    expect(h.texts().join("\n")).toContain("netstat");
    expect(h.texts().join("\n")).toContain(INFO);
  });
});

describe("ls, cd, pwd, cat", () => {
  test("ls hides dot-files unless -a; dirs end with /", async () => {
    const h = await makeHarness();
    await h.run("ls");
    expect(h.last()).toEqual(["README.txt  about.txt  notes.txt  skills/  todo.md"]);
    await h.run("ls -a");
    expect(h.last()).toEqual(["./  ../  .bash_history  .profile  .secrets/  README.txt  about.txt  notes.txt  skills/  todo.md"]);
    const line = h.engine.snapshot().lines.at(-1);
    expect(line?.segments?.find((s) => s.text === ".secrets/")?.tone).toBe("accent");
    await h.run("ls -a .secrets");
    expect(h.last()).toEqual(["./  ../  README  api_token"]);
  });

  test("ls errors", async () => {
    const h = await makeHarness();
    await h.run("ls /nope");
    expect(h.last()).toEqual(["ls: cannot access /nope: No such file or directory"]);
    await h.run("ls /home/root");
    expect(h.last()).toEqual(["ls: /home/root: Permission denied"]);
    await h.run("ls /home");
    expect(h.last()).toEqual(["guest/"]);
  });

  test("cd and pwd follow the path rules and update the prompt", async () => {
    const h = await makeHarness();
    await h.run("cd /var/log");
    expect(h.engine.snapshot().prompt).toBe("guest@clad:/var/log$");
    await h.run("cd ../../..");
    await h.run("pwd");
    expect(h.last()).toEqual(["/"]);
    await h.run("cd");
    expect(h.engine.snapshot().cwd).toBe("/home/guest");
    await h.run("cd .secrets");
    expect(h.engine.snapshot().prompt).toBe("guest@clad:~/.secrets$");
    await h.run("cd ~");
    expect(h.engine.snapshot().cwd).toBe("/home/guest");
  });

  test("cd errors", async () => {
    const h = await makeHarness();
    await h.run("cd nowhere");
    expect(h.last()).toEqual(["cd: nowhere: No such file or directory"]);
    await h.run("cd /home/root");
    expect(h.last()).toEqual(["cd: /home/root: Permission denied"]);
    await h.run("cd notes.txt");
    expect(h.last()).toEqual(["cd: notes.txt: Not a directory"]);
    expect(h.engine.snapshot().cwd).toBe("/home/guest");
  });

  test("cat prints files, in the UI language when bilingual", async () => {
    const h = await makeHarness();
    await h.run("cat /etc/hostname");
    expect(h.last()).toEqual(["clad"]);
    await h.run("cat README.txt");
    expect(h.texts().join("\n")).toContain("Welcome to clad");
    h.setLanguage("fr");
    await h.run("cat README.txt");
    expect(h.texts().join("\n")).toContain("Bienvenue sur clad");
  });

  test("cat errors", async () => {
    const h = await makeHarness();
    await h.run("cat");
    expect(h.last()).toEqual(["cat: Missing filename."]);
    await h.run("cat /etc");
    expect(h.last()).toEqual(["cat: /etc: Is a directory"]);
    await h.run("cat missing.txt");
    expect(h.last()).toEqual(["cat: missing.txt: No such file or directory"]);
    for (const path of ["/var/log/auth.log", "/etc/shadow", "/home/root/classified.log", "/var/log/dmesg", "/etc/crontab"]) {
      await h.run(`cat ${path}`);
      expect(h.last()).toEqual([`cat: ${path}: Permission denied`]);
      expect(h.engine.snapshot().lines.at(-1)?.type).toBe("error");
    }
  });

  test("root reads protected files", async () => {
    const h = await rootHarness();
    await h.run("cat classified.log");
    expect(h.texts().join("\n")).toContain("[CLASSIFIED]");
    await h.run("cat /etc/shadow");
    expect(h.last(5)[0]).toMatch(/^root:/);
  });
});

describe("whoami, sudo, logout", () => {
  test("whoami", async () => {
    const h = await makeHarness();
    await h.run("whoami");
    expect(h.last()).toEqual(["guest"]);
  });

  test("logout as guest", async () => {
    const h = await makeHarness();
    await h.run("logout");
    expect(h.last()).toEqual(["logout: No elevated session active."]);
  });

  test("sudo with an unknown command", async () => {
    const h = await makeHarness();
    await h.run("sudo shutdown -h now");
    expect(h.last()).toEqual(["sudo: command not found: shutdown"]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("sudo prompt, masked answer, wrong password", async () => {
    const h = await makeHarness();
    await h.run("sudo");
    const snap = h.engine.snapshot();
    expect(snap.mode).toBe("password");
    expect(snap.prompt).toBe("[sudo] password for guest:");
    await h.run("hunter2");
    const lines = h.engine.snapshot().lines;
    expect(lines.at(-2)).toMatchObject({ type: "password", text: "[sudo] password for guest: ********" });
    expect(h.texts().join("\n")).not.toContain("hunter2");
    expect(h.last()).toEqual(["sudo: 1 incorrect password attempt"]);
    // The mask does not depend on the password's length.
    await h.run("sudo");
    await h.run("a much longer wrong password");
    expect(h.engine.snapshot().lines.at(-2)).toMatchObject({ type: "password", text: "[sudo] password for guest: ********" });
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.engine.snapshot().user).toBe("guest");
  });

  test("Escape cancels the password prompt", async () => {
    const h = await makeHarness();
    await h.run("sudo");
    h.engine.cancel();
    expect(h.last()).toEqual(["sudo: password prompt cancelled."]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("the right phrase gives root in /home/root; logout goes back", async () => {
    const h = await rootHarness();
    expect(h.engine.snapshot().cwd).toBe("/home/root");
    expect(h.engine.snapshot().prompt).toBe("root@clad:~$");
    await h.run("whoami");
    expect(h.last()).toEqual(["root"]);
    await h.run("sudo");
    expect(h.last()).toEqual(["Session already has elevated privileges."]);
    await h.run("logout");
    expect(h.engine.snapshot()).toMatchObject({ user: "guest", cwd: "/home/guest" });
    await h.run("cat /etc/shadow");
    expect(h.last()).toEqual(["cat: /etc/shadow: Permission denied"]);
  });

  test("sudo <command> runs it elevated only after the password", async () => {
    const h = await makeHarness();
    await h.run("cat ~/.secrets/api_token");
    const token = h.last()[0];
    await h.run(`curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`);
    const phrase = /"recovery_phrase": "([^"]+)"/.exec(h.texts().join("\n"))?.[1] ?? "";
    await h.run("sudo cat /etc/shadow");
    expect(h.engine.snapshot().mode).toBe("password");
    expect(h.texts().join("\n")).not.toContain("root:$6$");
    await h.run(phrase.toUpperCase());
    expect(h.texts().join("\n")).toContain("Authentication successful. Elevated privileges granted.");
    expect(h.texts().join("\n")).toContain("root:$6$");
  });
});

describe("clear, echo, date, lang", () => {
  test("clear empties the lines, emits clear and clears the AI history when a key exists", async () => {
    const h = await makeHarness();
    await h.run("clear");
    expect(h.texts()).toEqual([]);
    expect(h.effects).toContainEqual({ type: "clear" });
    expect(h.api.cleared).toBe(1);
  });

  test("clear without a key, or with a failing server, still clears", async () => {
    const h = await makeHarness({
      api: {
        clearHistory: async () => {
          throw new Error("boom");
        },
      },
    });
    await h.run("clear");
    expect(h.texts()).toEqual([]);
    const k = await makeHarness();
    k.api.key = false;
    await k.run("clear");
    expect(k.api.cleared).toBe(0);
  });

  test("echo keeps quoted text", async () => {
    const h = await makeHarness();
    await h.run('echo hello "big   world"');
    expect(h.last()).toEqual(["hello big   world"]);
  });

  test("date prints the injected clock in UTC", async () => {
    const h = await makeHarness();
    await h.run("date");
    expect(h.last()).toEqual(["Sun Nov 22 01:35:35 UTC 2026"]);
  });

  test("lang shows and switches the language", async () => {
    const h = await makeHarness();
    await h.run("lang");
    expect(h.last()[0]).toContain("Current language: English (en)");
    await h.run("lang FR");
    expect(h.effects).toContainEqual({ type: "language", lng: "fr" });
    expect(h.last()).toEqual(["Langue réglée sur français."]);
    await h.run("lang de");
    expect(h.last()[0]).toContain("lang: unsupported language 'de'");
  });
});

describe("French terminal: every error a visitor can meet is French; English stays the spec's", () => {
  test.each([
    ["frobnicate", "frobnicate\u00a0: commande introuvable"],
    ["cat", "cat\u00a0: nom de fichier manquant."],
    ["cat nope.txt", "cat\u00a0: nope.txt\u00a0: Aucun fichier ou dossier de ce nom"],
    ["cat /etc/shadow", "cat\u00a0: /etc/shadow\u00a0: Permission refusée"],
    ["cat /etc", "cat\u00a0: /etc\u00a0: est un dossier"],
    ["cd nope", "cd\u00a0: nope\u00a0: Aucun fichier ou dossier de ce nom"],
    ["cd notes.txt", "cd\u00a0: notes.txt\u00a0: n'est pas un dossier"],
    ["ls nope", "ls\u00a0: impossible d'accéder à nope\u00a0: Aucun fichier ou dossier de ce nom"],
    ["logout", "logout\u00a0: aucune session élevée active."],
    ["ping", "ping\u00a0: un hôte est requis."],
    ["curl", "curl\u00a0: une URL est requise."],
    ["theme pink", "theme\u00a0: thème inconnu pink"],
    ["sudo shutdown", "sudo\u00a0: commande introuvable\u00a0: shutdown"],
    ["dos pong", "dos\u00a0: émulateur ou jeu introuvable"],
    ["base64_decode !!!", "base64_decode\u00a0: entrée base64 invalide"],
    ["cat /etc/motd", "Bienvenue sur clad OS 2.1 (GNU/Linux 6.8.0-portfolio x86_64)"],
  ])("fr: %s -> %s", async (line, expected) => {
    const h = await makeHarness({ language: "fr" });
    await h.run(line);
    expect(h.texts()).toContain(expected);
  });

  test("sudo's prompt and wrong password in French", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("sudo");
    expect(h.engine.snapshot().prompt).toBe("[sudo] Mot de passe de guest\u00a0:");
    await h.run("wrong");
    expect(h.last()).toEqual(["sudo\u00a0: 1 tentative de mot de passe incorrecte"]);
  });
});

describe("exit", () => {
  test("as guest: a friendly line, nothing changes", async () => {
    const h = await makeHarness();
    await h.run("exit");
    expect(h.last()).toEqual(["There is no way out: this terminal is the portfolio. Type 'help' to see what it can do."]);
    expect(h.engine.snapshot().user).toBe("guest");
  });

  test("as root: like logout", async () => {
    const h = await rootHarness();
    await h.run("exit");
    expect(h.last()).toEqual(["Root session closed. Back to guest."]);
    expect(h.engine.snapshot().user).toBe("guest");
    expect(h.engine.snapshot().cwd).toBe("/home/guest");
  });
});

describe("ping", () => {
  test("requires a host", async () => {
    const h = await makeHarness();
    await h.run("ping");
    expect(h.last()).toEqual(["ping: requires a host argument."]);
  });

  test("4 packets about 700 ms apart, then statistics", async () => {
    const h = await makeHarness();
    await h.run("ping example.com");
    expect(h.last()[0]).toMatch(/^PING example\.com \(\d+\.\d+\.\d+\.\d+\) 56\(84\) bytes of data\.$/);
    await h.clock.advance(699);
    expect(h.texts().filter((t) => t.startsWith("64 bytes"))).toHaveLength(0);
    await h.clock.advance(1);
    expect(h.texts().filter((t) => t.startsWith("64 bytes"))).toHaveLength(1);
    await h.clock.advance(2100);
    expect(h.texts().filter((t) => t.startsWith("64 bytes"))).toHaveLength(4);
    expect(h.texts()).toContain("4 packets transmitted, 4 received, 0% packet loss, time 2100ms");
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test.each([
    ["ping -c 2 example.com", 2],
    ["ping example.com -c 3", 3],
    ["ping -c1 example.com", 1],
    ["ping -c 10 example.com", 10],
  ])("%s sends %i packets", async (line, count) => {
    const h = await makeHarness();
    await h.run(line);
    await h.clock.runAll();
    expect(h.texts().filter((t) => t.startsWith("64 bytes"))).toHaveLength(count);
    expect(h.texts()).toContain(`${count} packets transmitted, ${count} received, 0% packet loss, time ${700 * (count - 1)}ms`);
  });

  test.each([
    ["ping -c 0 example.com", "ping: invalid argument: '0': out of range: 1 <= value <= 10"],
    ["ping -c 11 example.com", "ping: invalid argument: '11': out of range: 1 <= value <= 10"],
    ["ping -c x example.com", "ping: invalid argument: 'x': out of range: 1 <= value <= 10"],
    ["ping example.com -c", "ping: option requires an argument -- 'c'"],
    ["ping -c 3", "ping: requires a host argument."],
  ])("%s -> %s", async (line, error) => {
    const h = await makeHarness();
    await h.run(line);
    expect(h.last()).toEqual([error]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("localhost answers from 127.0.0.1", async () => {
    const h = await makeHarness();
    await h.run("ping localhost");
    await h.clock.runAll();
    expect(h.texts().join("\n")).toContain("64 bytes from 127.0.0.1: icmp_seq=4");
  });
});

describe("gen_image", () => {
  test("usage error and missing key", async () => {
    const h = await makeHarness();
    await h.run("gen_image");
    expect(h.last()).toEqual(["gen_image: missing prompt. Usage: gen_image <prompt>"]);
    h.api.key = false;
    await h.run("gen_image a cat");
    expect(h.last()).toEqual(["gen_image: No visitor key available. Reload the page and try again."]);
  });

  test("success emits showImage", async () => {
    const h = await makeHarness();
    await h.run("gen_image a red fox");
    expect(h.effects).toContainEqual({ type: "showImage", prompt: "a red fox", imageBase64: "iVBORw0KGgo=" });
    expect(h.last()).toEqual(['Image generated: "a red fox"']);
    expect(h.engine.snapshot().lines.some((l) => l.isLoading)).toBe(false);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("server and network errors", async () => {
    const refused = { generateImage: async () => ({ ok: false as const, message: "Quota exceeded" }) };
    expect(await lastAnswer("gen_image a cat", refused)).toEqual(["Error generating image: Quota exceeded"]);
    expect(await lastAnswer("gen_image a cat", { generateImage: offline })).toEqual([
      "Network error: Could not connect to the image generation service.",
    ]);
  });

  test("a picture of the built-in generator says so, and how the owner connects a model (issue 36)", async () => {
    const builtin = { generateImage: async () => ({ ok: true as const, imageBase64: "iVBORw0KGgo=", source: "builtin" as const }) };
    expect(await lastAnswer("gen_image a cat", builtin)).toEqual([message("en", "imageBuiltin")]);
    expect(message("en", "imageBuiltin")).toContain("OPENAI_API_KEY");
    const h = await makeHarness({ api: builtin, language: "fr" });
    await h.run("gen_image un chat");
    expect(h.last(2)).toEqual([message("fr", "imageDone", { prompt: "un chat" }), message("fr", "imageBuiltin")]);
    // The model's picture (or a server that does not say) has no such line.
    const model = { generateImage: async () => ({ ok: true as const, imageBase64: "iVBORw0KGgo=", source: "openai" as const }) };
    expect(await lastAnswer("gen_image a cat", model)).toEqual(['Image generated: "a cat"']);
  });
});

describe("projects", () => {
  const data = [
    {
      id: "a",
      githubUrl: "https://github.com/x/a",
      liveUrl: "#",
      en: { title: "Alpha", description: "First project" },
      fr: { title: "Alpha FR", description: "Premier projet" },
    },
    { id: "b", githubUrl: "", liveUrl: "https://b.example.com", en: { title: "Beta", description: "Second" } },
    { id: "c", githubUrl: "", liveUrl: "", en: { title: "Gamma", description: "Third" } },
  ];

  test("titles and descriptions in the interface language (not the browser's) with links", async () => {
    const h = await makeHarness({ language: "fr", api: { projects: async () => ({ ok: true, projects: data }) } });
    await h.run("projects");
    const lines = h.engine.snapshot().lines;
    const out = h.texts();
    expect(out).toContain("Alpha FR - Premier projet");
    expect(out).toContain("Beta - Second"); // English fallback
    const links = lines.flatMap((l) => l.segments ?? []).filter((s) => s.href);
    expect(links.map((s) => s.href)).toEqual(["https://github.com/x/a", "https://b.example.com"]);
    const gammaIndex = out.indexOf("Gamma - Third");
    expect(out[gammaIndex + 1]).toBeUndefined();
  });

  test("errors", async () => {
    expect(await lastAnswer("projects", { projects: async () => ({ ok: false as const, message: "x" }) })).toEqual([
      "Failed to load project data",
    ]);
    expect(await lastAnswer("projects", { projects: offline })).toEqual(["Network error fetching project data"]);
  });
});

describe("contact and overlays", () => {
  test("contact opens the overlay until it closes", async () => {
    const h = await makeHarness();
    await h.run("contact");
    expect(h.effects).toContainEqual({ type: "openContact" });
    expect(h.engine.snapshot().mode).toBe("overlay");
    h.engine.overlayClosed("Contact form closed.");
    expect(h.last()).toEqual(["Contact form closed."]);
    expect(h.engine.snapshot().mode).toBe("normal");
  });
});

describe("games", () => {
  test("games lists the mini-games and only the installed DOS and GBA games, then where an owner reads how to add more", async () => {
    const h = await makeHarness();
    await h.run("games");
    await h.clock.runAll();
    const out = h.texts();
    for (const id of ["snake", "hangman", "brickbreaker", "wordle"]) expect(out.some((line) => line.startsWith(`  ${id} `))).toBe(true);
    // A fresh install serves the homebrew programs and ROMs only: those are listed, nothing else.
    for (const id of [...DOS_HOMEBREW_IDS, ...HOMEBREW_GBA_IDS])
      expect(
        out.some((line) => line.startsWith(`  ${id} `)),
        id,
      ).toBe(true);
    const shown = out.join("\n");
    for (const id of ["doom", "quake", "win95", "tetrisworlds", "pokemonruby"]) expect(shown).not.toContain(id);
    expect(shown).not.toMatch(/titles|not installed/);
    expect(out.at(-1)).toBe("More games: the site's owner adds DOS bundles and GBA ROMs as files (docs/operations.md#games).");
    const doc = readFileSync(new URL("../../../../docs/operations.md", import.meta.url), "utf8");
    expect(doc).toMatch(/^## Games$/m);
  });

  test("games with a game directory that cannot be read still lists the mini-games, then says so", async () => {
    const h = await makeHarness({ api: { games: offline } });
    await h.run("games");
    await h.clock.runAll();
    expect(h.texts().some((line) => line.startsWith("  snake "))).toBe(true);
    expect(h.last()).toEqual(["Cannot access game directory."]);
    expect(h.engine.snapshot().lines.some((line) => line.isLoading)).toBe(false);
  });

  test("games shows the best score or streak each game stored", async () => {
    const storage = new MemoryStorage();
    storage.setItem("game_best_snake", "17");
    storage.setItem("game_best_wordle", "3");
    const h = await makeHarness({ storage });
    await h.run("games");
    const out = h.texts();
    expect(out).toContain(`  ${"snake".padEnd(13)} Snake (best score: 17)`);
    expect(out).toContain(`  ${"wordle".padEnd(13)} Wordle (best streak: 3)`);
    expect(out).toContain(`  ${"hangman".padEnd(13)} Hangman`);
    h.setLanguage("fr");
    await h.run("games");
    // French names, as the overlay's title says them, and a no-break space before the colon.
    const fr = h.texts();
    expect(fr).toContain(`  ${"snake".padEnd(13)} Snake (meilleur score\u00a0: 17)`);
    expect(fr).toContain(`  ${"hangman".padEnd(13)} Pendu`);
    expect(fr).toContain(`  ${"brickbreaker".padEnd(13)} Casse-briques`);
  });

  test("in French a mini-game and the DOS prompt are launched and listed under their French names", async () => {
    const shell = { id: "shell", name: "DOS prompt", available: true };
    const h = await makeHarness({ api: { games: async () => ({ ok: true, catalogue: { dos: [shell], gba: [] } }) } });
    h.setLanguage("fr");
    await h.run("hangman");
    expect(h.texts()).toContain("Lancement de Pendu...");
    h.engine.overlayClosed("Pendu terminé.");
    await h.run("dos");
    expect(h.texts()).toContain(`  ${"shell".padEnd(20)} DOS`);
    await h.run("dos shell");
    expect(h.texts()).toContain("Lancement de DOS...");
    expect(h.effects.at(-1)).toEqual({ type: "openDos", gameId: "shell", name: "DOS" });
  });

  test("dos and gba with no game list only what is installed, then where an owner reads how to add more", async () => {
    const h = await makeHarness();
    await h.run("dos");
    const dos = h.texts();
    expect(dos).toContain(`  ${"demo".padEnd(20)} DOS Demo`);
    expect(dos).toContain(`  ${"worm".padEnd(20)} Worm`);
    expect(dos.join("\n")).not.toMatch(/doom|not installed/);
    expect(h.last()).toEqual(["More games: the site's owner adds DOS bundles and GBA ROMs as files (docs/operations.md#games)."]);
    const before = h.texts().length;
    await h.run("gba");
    const gba = h.texts().slice(before);
    expect(gba).toContain(`  ${"demo".padEnd(20)} GBA Homebrew Demo`);
    expect(gba).toContain(`  ${"starfall".padEnd(20)} Starfall`);
    // The rows: the usage line, the two homebrew ROMs, the line on adding more.
    expect(gba.slice(1)).toHaveLength(4);
    expect(gba.join("\n")).not.toMatch(/tetrisworlds|not installed/);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test.each([
    ["a failed answer", async () => ({ ok: false })],
    ["a network error", offline],
  ])("a game directory that cannot be read (%s): Cannot access game directory.", async (_label, games) => {
    const h = await makeHarness({ api: { games } });
    await h.run("dos");
    expect(h.last()).toEqual(["Cannot access game directory."]);
    await h.run("gba");
    expect(h.last()).toEqual(["Cannot access game directory."]);
    expect(h.engine.snapshot().lines.some((line) => line.isLoading)).toBe(false);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("unknown ids", async () => {
    const h = await makeHarness();
    await h.run("dos pong");
    expect(h.last()).toEqual(["dos: emulator or game not found"]);
    await h.run("gba zelda");
    expect(h.last()).toEqual(["gba: emulator or game not found"]);
    await h.run("dos theme");
    expect(h.last()).toEqual(["dos: emulator or game not found"]);
  });

  test("games and installed emulator games open overlays", async () => {
    const installed = async () => ({
      ok: true,
      catalogue: {
        dos: Object.entries(DOS_GAMES).map(([id, name]) => ({ id, name, available: true })),
        gba: Object.entries(GBA_GAMES).map(([id, name]) => ({ id, name, available: true })),
      },
    });
    const h = await makeHarness({ api: { games: installed } });
    await h.run("snake");
    expect(h.effects.at(-1)).toEqual({ type: "openGame", game: "snake" });
    expect(h.engine.snapshot().mode).toBe("overlay");
    h.engine.overlayClosed("Snake terminated.");
    await h.run("dos DOOM");
    expect(h.effects.at(-1)).toEqual({ type: "openDos", gameId: "doom", name: "Doom" });
    h.engine.overlayClosed("Doom terminated.");
    await h.run("gba tetrisworlds");
    expect(h.effects.at(-1)).toEqual({ type: "openGba", gameId: "tetrisworlds", name: "Tetris Worlds" });
    h.engine.overlayClosed("Tetris Worlds terminated.");
    await h.run("gba starfall");
    expect(h.effects.at(-1)).toEqual({ type: "openGba", gameId: "starfall", name: "Starfall" });
    // Its keys are said before it opens: the game asks for START.
    expect(h.last(2)).toEqual([
      "Launching Starfall...",
      "Default keys: arrows steer, Enter is START (start, pause, play again). Dodge the rocks, catch the stars.",
    ]);
    expect(h.texts().join("\n")).not.toContain("not installed");
  });

  test("a game the server does not have is said in the terminal, with how the owner adds it; no player opens", async () => {
    const h = await makeHarness();
    await h.run("dos doom");
    expect(h.last()).toEqual([
      "Doom is not installed on this site. Its owner can add it as doom.jsdos in DOS_BUNDLES_DIR (docs/operations.md#games).",
    ]);
    await h.run("gba tetrisworlds");
    expect(h.last()).toEqual([
      "Tetris Worlds is not installed on this site. Its owner can add it as tetrisworlds.gba in GBA_ROMS_DIR (docs/operations.md#games).",
    ]);
    expect(h.effects.filter((e) => e.type === "openDos" || e.type === "openGba")).toEqual([]);
    expect(h.engine.snapshot().mode).toBe("normal");
    // The homebrew demo is always there.
    await h.run("gba demo");
    expect(h.effects.at(-1)).toMatchObject({ type: "openGba", gameId: "demo" });
  });

  test("when the list cannot be read, the player opens (its own error screen says what failed)", async () => {
    const h = await makeHarness({ api: { games: offline } });
    await h.run("dos doom");
    expect(h.effects.at(-1)).toEqual({ type: "openDos", gameId: "doom", name: "Doom" });
  });
});

describe("root-only commands", () => {
  test("guest: command not found", async () => {
    const h = await makeHarness();
    await h.run("netstat");
    expect(h.last(2)).toEqual(["netstat: command not found", "Type 'help' to list the commands, or ask me anything in plain words."]);
    // The hint comes once a session; a root-only name gets no "did you mean".
    await h.run(INFO);
    expect(h.last()).toEqual([`${INFO}: command not found`]);
    await h.run("netstat -an");
    expect(h.last()).toEqual(["netstat: command not found"]);
    expect(h.api.messages).toEqual([]);
  });

  test("root: the info command (named after the handle) and netstat", async () => {
    const h = await rootHarness();
    await h.run(INFO);
    const out = h.texts().join("\n");
    const { profile } = sampleContent();
    expect(out).toContain(profile.name);
    for (const fact of profile.facts) expect(out).toContain(factText(fact, "en").replace(/\s/g, " "));
    for (const s of profile.socials) if (s.kind !== "email") expect(out).toContain(s.url);
    expect(out).toContain(h.engine.snapshot().sessionId);
    await h.run("netstat");
    expect(h.texts().join("\n")).toContain("127.0.0.1:8080");
  });
});

describe("snapshots", () => {
  test("line arrays handed out are never mutated afterwards", async () => {
    const h = await makeHarness();
    const held = h.engine.snapshot().lines;
    const copy = [...held];
    await h.run("help");
    await h.run("ls");
    const emitted = h.snapshots.at(-1)?.lines ?? [];
    const emittedCopy = [...emitted];
    await h.run("pwd");
    expect(held).toEqual(copy);
    expect(emitted).toEqual(emittedCopy);
    expect(h.engine.snapshot().lines).not.toBe(emitted);
  });

  test("no more than 500 lines are kept", async () => {
    const h = await makeHarness();
    for (let i = 0; i < 300; i++) await h.run(`echo ${i}`);
    const lines = h.engine.snapshot().lines;
    expect(lines).toHaveLength(500);
    expect(lines.at(-1)?.text).toBe("299");
    expect(new Set(lines.map((l) => l.id)).size).toBe(500);
  });
});

describe("echo variables", () => {
  test("$USER, $HOME, ${PWD}; unknown variables are empty", async () => {
    const h = await makeHarness();
    await h.run("echo $USER in $HOME at ${PWD} $NOPE!");
    expect(h.last()).toEqual(["guest in /home/guest at /home/guest !"]);
  });
});

describe("command modules", () => {
  test("one module per command, each with English and French help", async () => {
    const { readdirSync } = await import("node:fs");
    const { commandsFor } = await import("~/terminal/engine/commands");
    const files = readdirSync(new URL("../../../../app/terminal/engine/commands/", import.meta.url)).filter((f) => f !== "index.ts");
    // The info command's module is owner_info: its name comes from the handle.
    expect(files.map((f) => f.replace(/\.ts$/, "").replace(/^owner_info$/, INFO)).sort()).toEqual([...ALL].sort());
    for (const cmd of commandsFor(sampleContent().profile.handle)) {
      for (const lang of ["en", "fr"] as const) {
        expect(cmd.help[lang].usage.startsWith(cmd.name), `${cmd.name} ${lang}`).toBe(true);
        expect(cmd.help[lang].summary.length, `${cmd.name} ${lang}`).toBeGreaterThan(3);
      }
    }
  });
});

describe("every command in both languages", () => {
  const inputs = [
    "help",
    "help cat",
    "ls",
    "ls -a /",
    "cd /etc",
    "pwd",
    "cd ~",
    "cat README.txt",
    "whoami",
    "history",
    "echo hi",
    "date",
    "theme",
    "theme retro",
    "lang",
    "challenge",
    "challenge status",
    "challenge hint",
    "challenge next",
    "challenge bogus",
    "curl localhost:8080",
    "curl",
    "ping localhost",
    "base64_encode hi",
    "base64_decode aGk=",
    "gen_image a fox",
    "projects",
    "games",
    "snake",
    "hangman",
    "brickbreaker",
    "wordle",
    "dos",
    "dos doom",
    "gba",
    "gba tmnt",
    INFO,
    "netstat",
    "logout",
    "sudo",
    "clear",
  ];

  for (const language of ["en", "fr"] as const) {
    test(`${language}: no command prints undefined or throws`, async () => {
      const h = await rootHarness({ language });
      for (const input of inputs) {
        await h.run(input);
        await h.clock.runAll();
        if (h.engine.snapshot().mode === "password") h.engine.cancel();
        // A game or emulator opened: the UI closes its overlay with the closing line.
        if (h.engine.snapshot().mode === "overlay") h.engine.overlayClosed(`${input} terminated.`);
        const bad = h.engine.snapshot().lines.find((l) => /undefined|\[object|NaN/.test(l.text));
        expect(bad, input).toBeUndefined();
        expect(h.engine.snapshot().mode, input).toBe("normal");
      }
    });
  }
});
