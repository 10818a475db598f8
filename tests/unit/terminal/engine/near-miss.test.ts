import { describe, expect, test } from "vitest";
import { editDistance, nearestCommand } from "~/terminal/engine/near-miss";
import { makeHarness } from "./fake-deps";
import { sampleContent } from "../../../helpers/content";

describe("a mistyped command", () => {
  test("a swap of neighbours is one edit", () => {
    expect(editDistance("hepl", "help")).toBe(1);
    expect(editDistance("claer", "clear")).toBe(1);
    expect(editDistance("help", "help")).toBe(0);
    expect(editDistance("abc", "xyz")).toBe(3);
  });

  test("the nearest command within one edit (two from six letters), none on a tie or far word", () => {
    const names = ["help", "clear", "cat", "cd", "projects", "ls", "less"];
    expect(nearestCommand("hepl", names)).toBe("help");
    expect(nearestCommand("claer", names)).toBe("clear");
    expect(nearestCommand("porjcts", names)).toBe("projects");
    expect(nearestCommand("xyzzy", names)).toBeNull();
    expect(nearestCommand("ct", names)).toBeNull(); // cat and cd are both one edit away
    expect(nearestCommand("x", names)).toBeNull();
  });

  test.each([
    ["hepl", "Did you mean help?"],
    ["claer", "Did you mean clear?"],
  ])("'%s' is 'command not found', then the suggestion", async (typed, suggestion) => {
    const h = await makeHarness({});
    await h.run(typed);
    expect(h.last(2)).toEqual([`${typed}: command not found`, suggestion]);
  });

  test("in French, with the non-breaking space before the question mark", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("hepl");
    expect(h.last()).toEqual(["Vouliez-vous dire help\u00a0?"]);
  });

  test("a root-only command is not suggested to a guest", async () => {
    const h = await makeHarness({});
    const info = `${sampleContent().profile.handle}_info`;
    await h.run(`${info.slice(0, -2)}${info.at(-1)}${info.at(-2)}`);
    expect(h.last()).toEqual(["Type 'help' to list the commands, or ask me anything in plain words."]);
  });
});
