import { describe, expect, it } from "vitest";
import { initialMessages } from "~/sections/ai-showcase/chat";

/** A translator that shows the key and its parameters. */
const t = (key: string, options?: Record<string, unknown>) => `${key}${options && "github" in options ? ` ${String(options.github)}` : ""}`;

describe("the demo chat's greeting", () => {
  it("links to the owner's GitHub when the content has one", () => {
    expect(initialMessages(t, "https://github.com/someone")[0]).toMatchObject({
      textKey: "chat.greeting",
      text: "chat.greeting https://github.com/someone",
    });
  });

  it("has no link without a github entry", () => {
    expect(initialMessages(t, undefined)[0]).toMatchObject({ textKey: "chat.greetingNoLink", text: "chat.greetingNoLink" });
  });
});
