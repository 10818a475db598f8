/** The command line's syntax tree: quotes, escapes, operators, redirections, variables, errors. */
import { describe, expect, it } from "vitest";
import { parseCommandLine, wordText, type Script } from "~/terminal/engine/shell/parse";

/** A script as plain data: each chain as [pipeline, op, pipeline…], each command as its words and redirections. */
function shape(script: Script) {
  const command = (c: Script[number]["first"]["commands"][number]) => [
    ...c.words.map(wordText),
    ...c.redirects.map((r) => (r.op === ">&" ? "2>&1" : `${r.fd}${r.op}${wordText(r.target)}`)),
  ];
  const pipeline = (p: Script[number]["first"]) => p.commands.map(command);
  return script.map((chain) => [pipeline(chain.first), ...chain.rest.flatMap((r) => [r.op, pipeline(r.pipeline)])]);
}

const parsed = (line: string) => {
  const result = parseCommandLine(line);
  if (!result.ok) throw new Error(result.error);
  return shape(result.script);
};

describe("parseCommandLine", () => {
  const cases: Array<[string, unknown]> = [
    ["", []],
    ["ls", [[[["ls"]]]]],
    ["  ls   -a  ", [[[["ls", "-a"]]]]],
    ["echo 'a  b' \"c d\" e\\ f", [[[["echo", "a  b", "c d", "e f"]]]]],
    ['echo "it\'s" \'say "hi"\'', [[[["echo", "it's", 'say "hi"']]]]],
    ['echo "a\\"b" "c\\\\d" "e\\nf"', [[[["echo", 'a"b', "c\\d", "e\\nf"]]]]],
    ["echo '' \"\"", [[[["echo", "", ""]]]]],
    [
      "ls -a | grep e | wc -l",
      [
        [
          [
            ["ls", "-a"],
            ["grep", "e"],
            ["wc", "-l"],
          ],
        ],
      ],
    ],
    [
      "cd /tmp && touch x; ls || echo no",
      [
        [[["cd", "/tmp"]], "&&", [["touch", "x"]]],
        [[["ls"]], "||", [["echo", "no"]]],
      ],
    ],
    ["ls -a > list.txt", [[[["ls", "-a", "1>list.txt"]]]]],
    ["echo hi >> log; cat < log", [[[["echo", "hi", "1>>log"]]], [[["cat", "0<log"]]]]],
    ["grep x nofile 2> err.txt", [[[["grep", "x", "nofile", "2>err.txt"]]]]],
    [
      "grep x nofile 2>&1 | wc -l",
      [
        [
          [
            ["grep", "x", "nofile", "2>&1"],
            ["wc", "-l"],
          ],
        ],
      ],
    ],
    ["echo a>b", [[[["echo", "a", "1>b"]]]]],
    ["echo 'a|b;c' a\\|b", [[[["echo", "a|b;c", "a|b"]]]]],
    ["ls;", [[[["ls"]]]]],
    ["echo $HOME ${USER}x $? $ 5$", [[[["echo", "$HOME", "$USERx", "$?", "$", "5$"]]]]],
  ];
  it.each(cases)("%j", (line, expected) => {
    expect(parsed(line)).toEqual(expected);
  });

  it("keeps which parts were quoted, where variables stand and whether ~ opens the word", () => {
    const result = parseCommandLine(`ls ~ ~/notes "~" *.txt '*.md' "$HOME/x" ~root`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const words = result.script[0]!.first.commands[0]!.words;
    expect(words.map((w) => w.tilde)).toEqual([false, true, true, false, false, false, false, false]);
    expect(words[4]!.parts).toEqual([{ kind: "text", value: "*.txt", quoted: false }]);
    expect(words[5]!.parts).toEqual([{ kind: "text", value: "*.md", quoted: true }]);
    expect(words[6]!.parts).toEqual([
      { kind: "text", value: "", quoted: true },
      { kind: "var", name: "HOME", quoted: true },
      { kind: "text", value: "/x", quoted: true },
    ]);
  });

  const errors: Array<[string, string]> = [
    ["echo 'open", "unexpected EOF while looking for matching `''"],
    ['echo "open', "unexpected EOF while looking for matching `\"'"],
    ["echo ${HOME", "unexpected EOF while looking for matching `}'"],
    ["echo ${1x}", "${1x}: bad substitution"],
    ["| ls", "syntax error near unexpected token `|'"],
    ["ls |", "syntax error near unexpected token `newline'"],
    ["ls && && ls", "syntax error near unexpected token `&&'"],
    ["; ls", "syntax error near unexpected token `;'"],
    ["ls >", "syntax error near unexpected token `newline'"],
    ["ls > | wc", "syntax error near unexpected token `|'"],
    ["sleep 5 &", "background jobs (&) are not supported here"],
    ["ls & ls", "syntax error near unexpected token `&'"],
  ];
  it.each(errors)("%j is refused with bash's words", (line, error) => {
    expect(parseCommandLine(line)).toEqual({ ok: false, error });
  });

  it("reads a long line in linear time", () => {
    const line = `${"echo 'x' | ".repeat(5_000)}wc -l`;
    const started = performance.now();
    const result = parseCommandLine(line);
    expect(result.ok && result.script[0]!.first.commands.length).toBe(5_001);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
