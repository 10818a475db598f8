/**
 * Shell-like input: a line whose first word is no command of this terminal, but which an engineer
 * typed as a command (`git status`, `chmod +x note.txt`, `:wq`, `./deploy.sh`), goes to the shell
 * and gets `git: command not found` (the spec's string), never an answer from the assistant (which
 * read `git status` as "does she know Git?"). A sentence stays a question: a question mark,
 * natural-language words ("does she know docker", "c'est quoi git"), or a bare word with nothing
 * that looks like command syntax.
 *
 * The rule, for a line whose first word is not a command nor an alias (engine.ts decides that first):
 * 1. A question (a word ending in "?", or "¿" first) is for the assistant, whatever else it holds.
 * 2. The first word is a common Unix or developer tool this terminal lacks (MISSING_TOOLS):
 *    - shell operators or `$VAR` (`git log | head`, `npm run build && ls`) make it a command;
 *    - flags, explicit paths, quoted strings, chmod modes, `key=value` (`chmod +x f`, `git commit -m "x"`)
 *      make it a command unless the line holds two or more natural-language words;
 *    - otherwise one natural-language word makes it a sentence ("docker and kubernetes");
 *    - alone, or followed by a subcommand (`git status`, `npm install react`), a file name
 *      (`python app.py`) or, for tools that take operands (ssh, chmod...), any word: a command;
 *    - anything else is for the assistant ("git experience", "python projects").
 * 3. Another first word is a command when it has command syntax itself: a vim command (`:wq`), a
 *    path (`./x`, `/usr/bin/x`, `~/x`), a flag, `$VAR` or an assignment (`X=1`), unless the line
 *    holds two natural-language words ("/help me please"); or when it is a lowercase word followed
 *    by operators, flags or paths with no natural-language word at all (`deploy --prod`,
 *    `foo | grep x`; "Run rm -rf / now" and "react > angular" stay sentences).
 */

/** A list written as words separated by blanks (one place to read and extend, one line per group). */
const words = (...groups: string[]): string[] => groups.join(" ").split(/\s+/).filter(Boolean);

/**
 * Common Unix and developer tools this terminal does not have. `operands`: what follows them is
 * files, hosts or processes (`ssh server`, `chmod 755 f`), so any word makes a command;
 * `subcommands`: they need a subcommand (SUBCOMMANDS), a file name or an option (`git status`,
 * `python app.py`, `htop -d 5`), so "git experience" or "node skills" stays a question. Everyday
 * words (make, node, service, free, code, zip) are all `subcommands`: "free time" is no command.
 * A command the terminal gains leaves this list (a test checks none of these is a command).
 */
export const MISSING_TOOLS = {
  operands: words(
    "chmod chown chgrp ln unzip gzip gunzip xz 7z md5sum sha1sum sha256sum xxd hexdump od",
    "basename dirname realpath readlink whereis rsync scp sftp ftp",
    "ssh ssh-keygen telnet nc netcat wget traceroute tracepath nslookup whois ifconfig iwconfig iptables ufw nmap tcpdump",
    "killall pkill pgrep nohup strace ltrace gdb valgrind doas passwd useradd userdel usermod groupadd chroot",
    "poweroff umount fdisk lsblk lsof dmesg lscpu lsusb lspci",
    "emacs nvim vimdiff subl pico",
    // package runners: what follows is a package to run
    "npx pnpx bunx",
  ),
  subcommands: words(
    "git gh glab svn hg",
    "docker docker-compose podman kubectl k9s helm minikube kind terraform ansible ansible-playbook vagrant",
    "aws gcloud az heroku vercel netlify flyctl",
    "npm yarn pnpm bun deno node nvm tsc vite eslint prettier",
    "python python3 pip pip3 pipx poetry conda uv pytest ruby gem bundle rails rake php composer java javac mvn gradle",
    "go cargo rustc rustup gcc g++ cc clang make cmake dotnet",
    "apt apt-get apt-cache dpkg yum dnf pacman apk snap flatpak brew port",
    "systemctl service journalctl launchctl crontab ip ss openssl gpg",
    "gawk jq yq bc watch timeout tmux screen bash sh zsh fish exec eval source code",
    "htop btop free vmstat iostat nproc",
    // everyday words that also name tools: a subcommand, a file or an option is needed ("zip code", "dig deeper")
    "stat tar zip locate dig reboot shutdown halt mount",
  ),
};

const OPERAND_TOOLS: ReadonlySet<string> = new Set(MISSING_TOOLS.operands);
const TOOLS: ReadonlySet<string> = new Set([...MISSING_TOOLS.operands, ...MISSING_TOOLS.subcommands]);

/** The subcommands that make `<tool> <word>` a command line (`git status`, `docker ps`, `npm i`). */
const SUBCOMMANDS: ReadonlySet<string> = new Set(
  words(
    // shared by many tools
    "add install i uninstall remove rm update upgrade status init run start stop restart reload enable disable build",
    "test exec list ls ps show info version config login logout search create delete get set apply describe logs",
    "deploy publish clean help up down pull push fetch",
    // git
    "commit clone checkout switch branch merge rebase reset revert stash log diff tag remote restore blame bisect",
    "cherry-pick grep mv reflog",
    // containers and clusters
    "images compose inspect prune rmi attach pods nodes svc namespaces plan destroy validate",
    // languages, packages, services
    "ci audit outdated link freeze venv serve dev lint format fmt vet mod tidy check clippy new generate migrate",
    "console server shell use autoremove purge doctor cask tap addr route a all daemon-reload",
  ),
);

/**
 * Words that belong to sentences, not command lines: function words, pronouns, question words and
 * the verbs of a question, in English, French and Spanish. Words with an accent or an elision
 * (c'est, l'équipe, what's) count too (looksNatural).
 */
const NATURAL_WORDS: ReadonlySet<string> = new Set(
  words(
    // English
    "the an and or but of in on at to for with about from by as into than vs versus",
    "is are was were be been am do does did have has had can could would should will may might must",
    "she he her his him they them their you your we our me my it its this that these those there here",
    "what which who whom whose where when why how not no yes any some much many more most very too also so just",
    "really now know knows knew think want like love need tell explain describe please thanks",
    "experience experienced skills skill good best better ever never since years using used work worked project projects",
    // French
    "le la les un une des du de et ou est sont suis es que qui quoi quel quelle quels quelles comment pourquoi quand",
    "combien elle il ils elles tu vous je nous sa son ses ce cet cette ces avec pour sur dans en par pas ne plus",
    "aussi sait connait connais utilise fait fais peux peut pouvez explique parle dis moi toi lui mon ma mes ton ta",
    "tes votre vos leur niveau bien bon bonne mais donc projet projets",
    // Spanish
    "el los las una del al por para con ella sabe conoce tiene hay su sus usa experiencia proyecto proyectos",
  ),
);

/** vim's ways out, typed at the prompt after leaving an editor: `:wq`, `:q!`, `:x`. */
const VIM_COMMAND = /^:(w|q|x|wq|qa|wa|xa|wqa|qall|wqall|e|sav)!?$/;

interface Token {
  /** The token without its quoted parts (what the shell would read as syntax). */
  bare: string;
  quoted: boolean;
}

/** A typed line is decided by its start: a pasted wall of text (up to 64 KiB) costs no more to route. */
const MAX_CHARS = 4096;
const MAX_WORDS = 64;

/**
 * Splits on blanks outside quotes, up to MAX_WORDS words; a quote opens at a word's start or after
 * `=` (an apostrophe inside a word is text).
 */
function tokens(line: string): Token[] {
  const out: Token[] = [];
  let bare = "";
  let quoted = false;
  let inToken = false;
  let quote: string | null = null;
  let previous = "";
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (/\s/.test(ch)) {
      if (inToken && out.push({ bare, quoted }) === MAX_WORDS) return out;
      bare = "";
      quoted = false;
      inToken = false;
    } else if ((ch === '"' || ch === "'") && (!inToken || previous === "=")) {
      quote = ch;
      quoted = true;
      inToken = true;
    } else {
      bare += ch;
      inToken = true;
    }
    previous = ch;
  }
  if (inToken) out.push({ bare, quoted });
  return out;
}

const OPERATOR = /^(\|\|?|&&|;;?|&|[12&]?>>?|<<?|2>&1)$/;
/** An operator inside a word (`ls|grep`, `a&&b`, `x;`, `$(...)`, backticks; not the winks `;)` `;-)`) or a redirection to a file (`>out`, `2>/dev/null`). */
const ATTACHED_OPERATOR = /[|`]|&&|;(?![-()DPp])|^([12&]?>>?|<)[A-Za-z_./~$-]/;
const VARIABLE = /\$[A-Za-z_{(]/;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const FLAG = /^--?[A-Za-z0-9][\w.=/:,@+-]*$/;
const EXPLICIT_PATH = /^(\.{1,2}|~)(\/|$)|^\//;
const MODE = /^([ugoa]*[+=-][rwxXst]+|0?[0-7]{3})$/;
const KEY_VALUE = /^[\w.-]+=\S*$/;
/** A file name (`note.txt`, `app.py`), a URL, user@host, host:path, a glob. */
const OPERAND_SHAPE = /^[\w.+-]*[\w-]\.[A-Za-z][A-Za-z0-9]{0,4}$|^[a-z]+:\/\/|^[\w.-]+@[\w.-]+|^[\w.-]+:[/~]|\*/i;
/** A word that may name a command: letters, digits, `_ . + -` (git, apt-get, g++, deploy.sh). */
const COMMAND_WORD = /^[A-Za-z0-9_][\w.+-]*$/;

const isOperator = (t: Token) => OPERATOR.test(t.bare) || ATTACHED_OPERATOR.test(t.bare) || VARIABLE.test(t.bare);
const isOption = (t: Token) => t.quoted || FLAG.test(t.bare) || EXPLICIT_PATH.test(t.bare) || MODE.test(t.bare) || KEY_VALUE.test(t.bare);

/** A word of a sentence: a function word, a word with an accent or an elision, a word followed by a comma. */
function looksNatural(t: Token): boolean {
  if (t.quoted) return false;
  const word = t.bare.toLowerCase().replace(/^[¿¡(]+/, "");
  if (/,$/.test(word) || /\p{L}['’]\p{L}/u.test(word) || /\P{ASCII}/u.test(word)) return true;
  return NATURAL_WORDS.has(word.replace(/[.,;:!)]+$/, ""));
}

/** A question: a word ending in "?" (French puts a space before it), or "¿" first. */
function isQuestion(line: string, parts: Token[]): boolean {
  return /^[¿]/.test(line) || parts.some((t) => /[?？]$/.test(t.bare));
}

/** Whether a line whose first word is no command of this terminal was typed as a command (see the rule above). */
export function isShellLike(line: string): boolean {
  const raw = line.trim().slice(0, MAX_CHARS);
  const parts = tokens(raw);
  const first = parts[0];
  if (!first || isQuestion(raw, parts)) return false;
  const rest = parts.slice(1);
  const operators = parts.some(isOperator);
  // The command word as the router reads it: `git|head` is `git` piped.
  const name = first.quoted ? "" : (/^[^|;&<>]*/.exec(first.bare)?.[0] ?? "").toLowerCase();

  if (TOOLS.has(name)) {
    // The tool's own name is no sentence word (Spanish "su", say).
    const natural = rest.filter(looksNatural).length;
    if (operators) return true;
    if (rest.some(isOption)) return natural < 2;
    if (natural > 0) return false;
    return (
      rest.length === 0 || OPERAND_TOOLS.has(name) || rest.some((t) => SUBCOMMANDS.has(t.bare.toLowerCase()) || OPERAND_SHAPE.test(t.bare))
    );
  }
  const natural = parts.filter(looksNatural).length;
  if (VIM_COMMAND.test(name) || EXPLICIT_PATH.test(name) || FLAG.test(name) || VARIABLE.test(name) || ASSIGNMENT.test(name)) {
    return natural < 2;
  }
  // Another word needs syntax no sentence has: operators (a lone "<" or ">" compares: "react > angular"),
  // flags, paths; quotes and file names are not enough ("senior node.js").
  const syntax = parts.some((t) => (isOperator(t) && !/^[<>]$/.test(t.bare)) || FLAG.test(t.bare) || EXPLICIT_PATH.test(t.bare));
  // A capital first letter starts a sentence ("Run rm -rf / now"); typed commands are lowercase.
  return COMMAND_WORD.test(name) && !/^[A-Z][a-z]/.test(first.bare) && natural === 0 && syntax;
}
