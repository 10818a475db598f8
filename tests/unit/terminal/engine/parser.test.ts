import { describe, expect, test } from "vitest";
import { isSingleWord, parseInput, tokenize } from "~/terminal/engine/parser";

describe("parser", () => {
  test("lowercases the command word only", () => {
    expect(parseInput("  LS -A Docs ")).toEqual({ name: "ls", args: ["-A", "Docs"], raw: "LS -A Docs" });
  });

  test("keeps quoted arguments whole", () => {
    const parsed = parseInput('curl -H "Authorization: Bearer sk_live_abc" http://localhost:8080/api/v1/recovery');
    expect(parsed.name).toBe("curl");
    expect(parsed.args).toEqual(["-H", "Authorization: Bearer sk_live_abc", "http://localhost:8080/api/v1/recovery"]);
    expect(tokenize("echo 'a  b' c")).toEqual(["echo", "a  b", "c"]);
    expect(tokenize('x ""')).toEqual(["x", ""]);
  });

  test("an apostrophe inside a word is literal", () => {
    expect(tokenize("echo it's fine")).toEqual(["echo", "it's", "fine"]);
  });

  test("empty input", () => {
    expect(parseInput("   ")).toEqual({ name: "", args: [], raw: "" });
  });

  test("single-word rule: letters, digits, _ - . only", () => {
    expect(isSingleWord("foo_bar-1.2")).toBe(true);
    expect(isSingleWord("hello?")).toBe(false);
    expect(isSingleWord("two words")).toBe(false);
  });
});
