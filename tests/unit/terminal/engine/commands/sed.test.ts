/** sed as GNU sed prints it: s with its flags and delimiters, -n with p, -e, addresses, and its errors (issue 36, part B). */
import { describe, expect, test } from "vitest";
import { output } from "./line-output";

describe("sed", () => {
  test("s/a/b/ replaces the first match of each line, g every match, any delimiter", async () => {
    expect(await output("echo hello world | sed 's/o/0/'")).toEqual(["hell0 world"]);
    expect(await output("echo hello world | sed 's/o/0/g'")).toEqual(["hell0 w0rld"]);
    expect(await output("echo /home/guest | sed 's|/home/guest|~|'")).toEqual(["~"]);
    expect(await output("echo a,b,c | sed s:,:-:2")).toEqual(["a,b-c"]);
    expect(await output("echo Hello | sed 's/hello/bye/I'")).toEqual(["bye"]);
    expect(await output("echo abc | sed 's/x*/-/g'")).toEqual(["-a-b-c-"]);
  });

  test("& and groups in the replacement; basic and extended patterns", async () => {
    expect(await output("echo key=value | sed 's/\\(.*\\)=\\(.*\\)/\\2=\\1/'")).toEqual(["value=key"]);
    expect(await output("echo key=value | sed -E 's/(.*)=(.*)/\\2 [&]/'")).toEqual(["value [key=value]"]);
    expect(await output("echo 'a+b' | sed 's/a+b/sum/'")).toEqual(["sum"]);
  });

  test("-n with p, addresses, ranges, d, q, several -e and ; between commands", async () => {
    expect(await output("seq 5 | sed -n '2p'")).toEqual(["2"]);
    expect(await output("seq 5 | sed -n '2,4p'")).toEqual(["2", "3", "4"]);
    expect(await output("seq 5 | sed -n '$p'")).toEqual(["5"]);
    expect(await output("seq 12 | sed -n '/^1/p'")).toEqual(["1", "10", "11", "12"]);
    expect(await output("seq 5 | sed '2,4d'")).toEqual(["1", "5"]);
    expect(await output("seq 5 | sed '3q'")).toEqual(["1", "2", "3"]);
    expect(await output("seq 3 | sed -n 's/2/two/p'")).toEqual(["two"]);
    expect(await output("seq 3 | sed -e 's/1/one/' -e 's/3/three/'")).toEqual(["one", "2", "three"]);
    expect(await output("seq 3 | sed 's/1/one/; 2d'")).toEqual(["one", "3"]);
    expect(await output("seq 4 | sed '2!d'")).toEqual(["2"]);
  });

  test("files, pipes, redirections and -i", async () => {
    expect(await output("sed -n 1p notes.txt")).toEqual(["TODO (ops)"]);
    expect(await output("sed 's/a/A/g' < t.txt > u.txt; cat u.txt", "en", ["echo banana > t.txt"])).toEqual(["bAnAnA"]);
    expect(await output("sed -i 's/an/AN/' t.txt; cat t.txt", "en", ["echo banana > t.txt"])).toEqual(["bANana"]);
    expect(await output("sed -i 's/a/b/' /etc/hostname")).toEqual(["sed: couldn't open file /etc/hostname: Read-only file system"]);
  });

  test("an unsupported or broken script gets GNU sed's error, in the visitor's language", async () => {
    expect(await output("echo a | sed 'y/a/b/'; echo $?")).toEqual(["sed: -e expression #1, char 1: unknown command: `y'", "1"]);
    expect(await output("echo a | sed 's/a/b'")).toEqual(["sed: -e expression #1, char 5: unterminated `s' command"]);
    expect(await output("echo a | sed 's/a/b/z'")).toEqual(["sed: -e expression #1, char 7: unknown option to `s'"]);
    expect(await output("echo a | sed -e p -e 'k'")).toEqual(["sed: -e expression #2, char 1: unknown command: `k'"]);
    expect(await output("sed")).toEqual(["Usage: sed [OPTION]... {script-only-if-no-other-script} [input-file]..."]);
    expect(await output("echo a | sed 'y/a/b/'", "fr")).toEqual([
      "sed\u00a0: -e expression n°1, caractère 1\u00a0: commande inconnue\u00a0: «\u00a0y\u00a0»",
    ]);
    expect(await output("sed p nope.txt")).toEqual(["sed: nope.txt: No such file or directory"]);
  });
});
