/** awk's first reflexes, '{print $N}', and a clear refusal of the rest (issue 36, part B). */
import { describe, expect, test } from "vitest";
import { output } from "./line-output";

describe("awk", () => {
  test("{print $N}, $0, NF, $NF, NR, commas and concatenation", async () => {
    expect(await output("echo '  a  b   c ' | awk '{print $2}'")).toEqual(["b"]);
    expect(await output("echo a b c | awk '{print $1, $3}'")).toEqual(["a c"]);
    expect(await output("echo a b c | awk '{print $3 $1}'")).toEqual(["ca"]);
    expect(await output("echo a b c | awk '{print $0}'")).toEqual(["a b c"]);
    expect(await output("echo a b c | awk '{print NF, $NF, $(NF-1)}'")).toEqual(["3 c b"]);
    expect(await output("echo a b | awk '{print $7}'")).toEqual([""]);
    expect(await output("seq 2 | awk '{print NR \": \" $0}'")).toEqual(["1: 1", "2: 2"]);
    expect(await output("echo a | awk '{print}'")).toEqual(["a"]);
    expect(await output("echo a b | awk '{print $2; print $1}'")).toEqual(["b", "a"]);
  });

  test("-F, files, pipes", async () => {
    expect(await output("awk -F: '{print $1}' /etc/passwd | head -n 2")).toEqual(["root", "daemon"]);
    expect(await output("echo a,b,c | awk -F , '{print $2}'")).toEqual(["b"]);
    expect(await output("awk '{print $1}' notes.txt | head -n 1")).toEqual(["TODO"]);
  });

  test("anything else: a clear 'not supported' line, status 2", async () => {
    expect(await output("echo a | awk '/a/ {print $1}'; echo $?")).toEqual([
      "awk: not supported in this shell: /a/ {print $1}",
      "awk: this awk runs '{print ...}' programs only: fields $1 $2... $NF, $0, NF, NR, \"text\", and -F SEP",
      "2",
    ]);
    expect(await output("echo a | awk '{sum += $1} END {print sum}'")).toContain(
      "awk: not supported in this shell: {sum += $1} END {print sum}",
    );
    expect(await output("awk -v x=1 '{print x}'")).toContain("awk: not supported in this shell: -v");
    expect(await output("awk")).toEqual(["usage: awk [-F sep] '{print $1, $3}' [file ...]"]);
    expect(await output("echo a | awk 'BEGIN {print 1}'", "fr")).toContain(
      "awk\u00a0: non pris en charge dans ce shell\u00a0: BEGIN {print 1}",
    );
  });
});
