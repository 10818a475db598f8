/**
 * The shell, with and without JavaScript: a redirection writes a file of the visitor's home, `cat`
 * reads it back, a pipeline carries it through tools, and the same lines give the same answers
 * when the server runs them (the no-JS form). Only files the test writes are read.
 */
import { expect, test, type Page } from "@playwright/test";
import { profile } from "./content";
import { openTerminal, run, terminalOutput } from "./terminal-fixture";

const LINES: Array<[line: string, answer: string[]]> = [
  ["echo hello shell > greet.txt", []],
  ["echo second line >> greet.txt", []],
  ["cat greet.txt", ["hello shell", "second line"]],
  ["cat greet.txt | tr a-z A-Z | head -n 1", ["HELLO SHELL"]],
  ["ls -a | grep greet | wc -l", ["1"]],
  ["cat < greet.txt | grep -c line", ["1"]],
  ["cat nothing.txt 2> /dev/null || echo missing", ["missing"]],
];

/** Issue 36, part B: the reflexes an engineer types, the machine's own files, curl to this site. */
const TOOL_REFLEXES: Array<[line: string, answer: string[]]> = [
  ["seq 3 | xargs echo n:", ["n: 1 2 3"]],
  ["echo hello world | sed 's/o/0/g'", ["hell0 w0rld"]],
  ["echo a b c | awk '{print $1, $3}'", ["a c"]],
  ["seq 3 > a.txt; seq 4 > b.txt; diff a.txt b.txt", ["3a4", "> 4"]],
  ["uname -r", ["6.8.0-portfolio"]],
  ["grep -o 'GNU/Linux [^ ]*' /etc/motd", ["GNU/Linux 6.8.0-portfolio"]],
  ["grep -c localhost /etc/hosts", ["2"]],
  ["top | grep -c COMMAND", ["1"]],
  ["curl localhost | head -n 4 | tail -n 1", [profile.name]],
];

/** Issue 36's shell reflexes: a variable, a substitution, printf, echo -e, an alias and `cd -` (each a post without JavaScript). */
const SHELL_REFLEXES: Array<[line: string, answer: string[]]> = [
  ["X=$(echo hi)", []],
  ['echo "$X $(pwd)"', ["hi /home/guest"]],
  ["printf '%s=%d\\n' a 1 b 2", ["a=1", "b=2"]],
  ["echo -e 'one\\ntwo'", ["one", "two"]],
  ["alias hi='echo hello'", []],
  ["hi", ["hello"]],
  ["cd /tmp && cd -", ["/home/guest"]],
];

const lines = (page: Page) => terminalOutput(page).locator(".term-line").allInnerTexts();

async function answerTo(page: Page, line: string): Promise<string[]> {
  const all = await lines(page);
  const at = all.lastIndexOf(`guest@${profile.handle}:~$ ${line}`);
  expect(at, `the echo of "${line}"`).toBeGreaterThanOrEqual(0);
  return all.slice(at + 1);
}

test.describe("with JavaScript", () => {
  test.use({ reducedMotion: "reduce" });

  test("a redirection writes a file, cat reads it, pipelines carry it; the file outlives a reload", async ({ page }) => {
    await openTerminal(page, { focus: true });
    for (const [line, answer] of LINES) {
      await run(page, line, { wait: true });
      await expect.poll(() => answerTo(page, line), { message: line }).toEqual(answer);
    }
    await page.reload();
    await openTerminal(page, { focus: true });
    await run(page, "cat greet.txt", { wait: true });
    await expect.poll(() => answerTo(page, "cat greet.txt")).toEqual(["hello shell", "second line"]);
  });

  test("the shell reflexes answer as bash does; sleep waits and Ctrl+C stops it", async ({ page }) => {
    await openTerminal(page, { focus: true });
    for (const [line, answer] of SHELL_REFLEXES) {
      await run(page, line, { wait: true });
      await expect.poll(() => answerTo(page, line), { message: line }).toEqual(answer);
    }
    await run(page, "sleep 9");
    await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "processing");
    await page.keyboard.press("Control+c");
    await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "normal");
    expect(await answerTo(page, "sleep 9")).toEqual(["^C"]);
  });
});

test.describe("the reflexes of issue 36 (part B)", () => {
  test.describe("with JavaScript", () => {
    test.use({ reducedMotion: "reduce" });

    test("seq, xargs, sed, awk, diff, top, the system files, curl to this site's address", async ({ page }) => {
      await openTerminal(page, { focus: true });
      const host = new URL(page.url()).host;
      for (const [line, answer] of [...TOOL_REFLEXES, [`curl ${host} | head -n 1`, ["HTTP/1.1 200 OK"]]] as const) {
        await run(page, line, { wait: true });
        await expect.poll(() => answerTo(page, line), { message: line }).toEqual(answer);
      }
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same lines give the same answers", async ({ page }) => {
      await page.goto("/?lng=en");
      const host = new URL(page.url()).host;
      for (const [line, answer] of [...TOOL_REFLEXES, [`curl ${host} | head -n 1`, ["HTTP/1.1 200 OK"]]] as const) {
        await page.getByTestId("terminal-input").fill(line);
        await Promise.all([page.waitForEvent("load"), page.getByTestId("terminal-input").press("Enter")]);
        expect(await answerTo(page, line), line).toEqual(answer);
      }
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same lines give the same answers; the file lives in the session", async ({ page }) => {
    await page.goto("/?lng=en");
    for (const [line, answer] of LINES) {
      await page.getByTestId("terminal-input").fill(line);
      await Promise.all([page.waitForEvent("load"), page.getByTestId("terminal-input").press("Enter")]);
      expect(await answerTo(page, line), line).toEqual(answer);
    }
  });

  test("variables and aliases outlive each post (issue 36)", async ({ page }) => {
    await page.goto("/?lng=en");
    for (const [line, answer] of SHELL_REFLEXES) {
      await page.getByTestId("terminal-input").fill(line);
      await Promise.all([page.waitForEvent("load"), page.getByTestId("terminal-input").press("Enter")]);
      expect(await answerTo(page, line), line).toEqual(answer);
    }
  });
});
