/** The assistant reads the owner's words from the content module, not from its own code. */
import { describe, expect, it } from "vitest";
import { adoptTestContent, sampleContent } from "../../helpers/content";

import { answerBuiltin } from "~/services/assistant-builtin.server";
import { systemPrompt } from "~/services/chat.server";
import { bannerArt } from "~/terminal/engine/banner";

const content = adoptTestContent(sampleContent());

describe("assistant knowledge from the content module", () => {
  it("answers the owner's FAQ in the visitor's language", () => {
    const [faq] = content.assistant.faq;
    expect(answerBuiltin("When is the next stream?")).toMatchObject({ intent: "faq", lang: "en", reply: faq.answer.en });
    expect(answerBuiltin("C'est quand le prochain live ?")).toMatchObject({ intent: "faq", lang: "fr", reply: faq.answer.fr });
  });

  it("takes availability and location from the content, and knows the owner's aliases", () => {
    expect(answerBuiltin("Are you available for freelance?").reply).toBe(content.assistant.availability.en);
    expect(answerBuiltin("Tu es disponible pour une mission ?").reply).toBe(content.assistant.availability.fr);
    expect(answerBuiltin("Where are you based?").reply).toBe(content.assistant.basedIn.en);
    expect(answerBuiltin("tell me about clad").intent).toBe("about");
  });

  it("gives the model the knowledge, the availability and the FAQ", () => {
    const prompt = systemPrompt();
    for (const k of content.assistant.knowledge) expect(prompt).toContain(k.en);
    expect(prompt).toContain(content.assistant.availability.en);
    expect(prompt).toContain(`Q: ${content.assistant.faq[0].question.en} A: ${content.assistant.faq[0].answer.en}`);
  });

  it("draws the banner from the content's art, or frames the handle when there is none", () => {
    expect(bannerArt(content.profile.handle, content.terminal.bannerArt)).toEqual(content.terminal.bannerArt);
    expect(bannerArt("ada", [])).toEqual(["=============", "==  A D A  ==", "============="]);
  });
});
