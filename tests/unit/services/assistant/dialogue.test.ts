/**
 * The built-in assistant in a conversation (ADR 050): the dialogue state the last answer left, used
 * only when a message refers back; the field asked; ordinals; "not stated"; the last answer again in
 * another language; intents judged on the subject; multi-part questions; recruiters' questions.
 * Every behaviour is checked on the sample and on the suite's second, very different owner.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "~/content/load.server";
import type { Content } from "~/content/types";
import { answerBuiltin, parseDialogue, type AssistantAnswer, type HistoryTurn } from "~/services/assistant-builtin.server";
import { adoptTestContent, sampleContent } from "../../../helpers/content";

const OWNERS: Array<[string, () => Content]> = [
  ["the sample", sampleContent],
  ["the second owner", () => loadContent(path.resolve("tests/fixtures/owner-content"))],
];

/** One visitor: each question gets the last exchange with its stored state, as chat.server passes it. */
function visitor() {
  let last: HistoryTurn[] = [];
  return (message: string, ui: "en" | "fr" = "en"): AssistantAnswer => {
    const answer = answerBuiltin(message, ui, last);
    // Through JSON, as the state is stored.
    last = [
      { role: "user", content: message },
      { role: "assistant", content: answer.reply, dialogue: parseDialogue(JSON.stringify(answer.dialogue)) },
    ];
    return answer;
  };
}

const NOT_STATED_EN = /doesn't say|not stated|not given/;
const NOT_STATED_FR = /ne précise pas|pas précisé|n'est pas donné/;

describe.each(OWNERS)("the built-in assistant in a conversation, on %s", (_name, load) => {
  let content: Content;
  beforeAll(() => {
    content = adoptTestContent(load());
  });
  const first = () => content.projects[0];
  const skill = () => content.skillCategories[0].skills[0];
  const email = () => content.profile.email;

  describe("follow-ups use the last answer only when they refer back", () => {
    it("answers the field asked about the project in focus, not the card again", () => {
      const ask = visitor();
      const p = first();
      ask(`What is ${p.text.en.title}?`);
      const stack = ask("What stack?");
      for (const tag of p.tags) expect(stack.reply).toContain(tag);
      expect(stack.reply).not.toContain(p.text.en.extendedDescription);
      expect(stack.lowConfidence).toBe("inherited");
      const features = ask("what does it do?");
      expect(features.reply).toContain(p.features.en[0]);
      expect(features.reply).not.toContain(p.tags.join(", "));
    });

    it("never lets a message with its own subject inherit the old topic", () => {
      const ask = visitor();
      const p = first();
      ask(`What is ${p.text.en.title}?`);
      const thanks = ask("thank you!");
      expect(thanks.intent).toBe("thanks");
      expect(thanks.reply).not.toContain(p.text.en.title);
      // The topic is kept through small talk: a reference to it still works.
      expect(ask("and its stack?").reply).toContain(p.tags[0]);
      const skillAnswer = ask(`Is she good with ${skill().name}?`);
      expect(skillAnswer.reply).toContain(skill().name);
      expect(skillAnswer.reply).not.toContain(p.text.en.description);
      const contact = ask("how do I reach her?");
      expect(contact.reply).toContain(email());
      expect(contact.reply).not.toContain(p.text.en.title);
    });

    it("takes 'what was her role?' after a project as the owner's part in it (not stated), not as a job sought", () => {
      const ask = visitor();
      const p = first();
      ask(`What is ${p.text.en.title}?`);
      const role = ask("what was her role?");
      expect(role.reply).toContain(p.text.en.title);
      expect(role.lowConfidence).toBe("not-stated");
      expect(answerBuiltin("What role are you looking for?").intent).toBe("hire");
    });

    it("a new visitor (or a cleared history) has nothing to refer back to", () => {
      const p = first();
      const alone = answerBuiltin("how long did it take?");
      expect(alone.reply).not.toContain(p.text.en.title);
      expect(alone.lowConfidence).not.toBe("inherited");
    });

    it("follows the order of the list the visitor saw", () => {
      const ask = visitor();
      ask("Show me your projects");
      const last = content.projects[content.projects.length - 1];
      expect(ask("the last one").reply).toContain(last.text.en.description);
      expect(ask("the first one").reply).toContain(first().text.en.description);
      const fr = visitor();
      fr("Montre-moi tes projets", "fr");
      const position = Math.min(1, content.projects.length - 1);
      const second = fr(position === 1 ? "le deuxième" : "le premier", "fr");
      expect(second.lang).toBe("fr");
      expect(second.reply).toContain(content.projects[position].text.fr.description);
      // Past the end of the list: the list again, never another project.
      const beyond = ask("the eighth one");
      expect(beyond.reply).toMatch(/The list had \d+/);
    });

    it("says a fact the content lacks is not stated, in the visitor's language, never the card", () => {
      const ask = visitor();
      const p = first();
      ask(`Tell me about ${p.text.en.title}`);
      for (const question of ["how long did it take?", "team size?", "when was it built?"]) {
        const answer = ask(question);
        expect(answer.reply, question).toMatch(NOT_STATED_EN);
        expect(answer.reply, question).toContain("`contact`");
        expect(answer.reply, question).not.toContain(p.text.en.extendedDescription);
        expect(answer.lowConfidence, question).toBe("not-stated");
        expect(answer.unanswered, question).toBe(true);
      }
      const fr = visitor();
      fr(`Parle-moi de ${p.text.fr.title}`, "fr");
      const duration = fr("combien de temps ça a pris ?", "fr");
      expect(duration.lang).toBe("fr");
      expect(duration.reply).toMatch(NOT_STATED_FR);
    });

    it("answers the last message again in another language, and back", () => {
      const ask = visitor();
      const p = first();
      ask(`What is ${p.text.en.title}?`);
      const fr = ask("and in French?");
      expect(fr.lang).toBe("fr");
      expect(fr.reply).toContain(p.text.fr.description);
      expect(fr.command).toBeUndefined();
      const en = ask("in English please");
      expect(en.lang).toBe("en");
      expect(en.reply).toContain(p.text.en.description);
      // A follow-up's answer is given again about the same topic.
      ask("team size?");
      expect(ask("et en français ?").reply).toMatch(NOT_STATED_FR);
      // With nothing said before, or a fallback line, a language request switches the terminal's language.
      expect(answerBuiltin("Please speak French").command).toBe("lang fr");
      ask("qwertyuiop asdf");
      expect(ask("in French please").command).toBe("lang fr");
    });

    it("derives the state from the visitor's own turns when none was stored (never from the assistant's texts)", () => {
      const p = first();
      const history: HistoryTurn[] = [
        { role: "user", content: `What is ${p.text.en.title}?` },
        { role: "assistant", content: "Something else entirely." },
      ];
      expect(answerBuiltin("Which stack does it use?", "en", history).reply).toContain(p.tags[0]);
      // The assistant's own text naming a project gives no topic.
      const misleading: HistoryTurn[] = [
        { role: "user", content: "hello" },
        { role: "assistant", content: `${p.text.en.title} ${p.text.en.description}` },
      ];
      expect(answerBuiltin("team size?", "en", misleading).reply).not.toContain(p.text.en.title);
    });
  });

  describe("intents judged on the sentence's subject", () => {
    it("'available' is hiring only when the owner is available", () => {
      expect(answerBuiltin("Which themes are available?").intent).toBe("theme");
      expect(answerBuiltin("What games are available?").intent).toBe("games");
      expect(answerBuiltin("Quels thèmes sont disponibles ?").intent).toBe("theme");
      expect(answerBuiltin("Is she available?").intent).toBe("hire");
      expect(answerBuiltin("Es-tu disponible pour une mission ?").intent).toBe("hire");
    });

    it("a title's ordinary words name no project; its whole name (or a word only it has) does", () => {
      const titles = content.projects.map((p) => p.text.en.title);
      const named = (reply: string) => titles.filter((x) => reply.includes(x));
      expect(named(answerBuiltin("Tell me about the terminal").reply)).toEqual([]);
      expect(answerBuiltin("Tell me about the terminal").intent).toBe("terminal");
      expect(answerBuiltin("Do you stream?").reply).not.toMatch(/Key features|Stack:/);
      expect(answerBuiltin(`Tell me about ${titles[0]}`).reply).toContain(first().text.en.description);
    });

    it("a place alone is no question about where the owner lives", () => {
      const city = content.profile.location.en.split(",")[0].trim();
      const alone = answerBuiltin(`${city}?`);
      expect(alone.reply).not.toBe(content.assistant.basedIn.en);
      expect(alone.intent).toBe("unknown");
      expect(alone.reply).toMatch(/not sure/);
      expect(answerBuiltin("Where are you based?").reply).toContain(city);
    });

    it("'fun' asked of the owner runs no games; 'go' in a sentence is no Go", () => {
      expect(answerBuiltin("what do you do for fun?").command).toBeUndefined();
      const university = answerBuiltin("Did you go to university?");
      for (const p of content.projects) expect(university.reply).not.toContain(p.text.en.description);
      expect(answerBuiltin("Did you use Python or Go?").intent).not.toBe("unknown");
    });

    it("never announces a list it does not show", () => {
      for (const message of [
        "what kind of projects do you take on?",
        "Show me your projects and where are you based?",
        "What games are there? Which themes are available?",
        "Do you know Python? What commands are there?",
      ]) {
        const answer = answerBuiltin(message);
        expect(answer.command).toBeUndefined();
        expect(answer.reply, message).not.toMatch(/:\s*$/m);
        expect(answer.reply, message).not.toMatch(/Here (is|are) the|Here they are/);
      }
    });

    it("answers each part of a multi-part question (up to three)", () => {
      const s = skill();
      const both = answerBuiltin(`Do you know ${s.name}? Where are you based?`);
      expect(both.intent).toBe("multi");
      expect(both.reply).toContain(s.name);
      expect(both.reply).toContain(content.assistant.basedIn.en);
      const joined = answerBuiltin("What's your email and are you available?");
      expect(joined.reply).toContain(email());
      expect(joined.reply).toContain(content.assistant.availability.en.slice(0, 20));
      const fr = answerBuiltin("Tu connais quoi comme langages ? Tu es basé où ? Tu es dispo ?", "fr");
      expect(fr.reply).toContain(content.assistant.basedIn.fr);
      expect(fr.reply).toContain(content.assistant.availability.fr.slice(0, 20));
      // A later part may refer to an earlier one.
      const p = first();
      expect(answerBuiltin(`What is ${p.text.en.title} and what stack does it use?`).reply).toContain(p.tags.join(", "));
    });
  });

  describe("recruiters' questions, answered from the content", () => {
    it("experience with a technology: its level, the projects using it, the years the content gives", () => {
      const tag = first().tags[0];
      const answer = answerBuiltin(`How many years of experience with ${tag}?`);
      expect(answer.reply).toContain(tag);
      expect(answer.reply).toContain(first().text.en.title);
      expect(answer.reply).toContain(String(content.profile.facts[0].value));
      expect(answer.reply).toMatch(/not stated/);
      const fr = answerBuiltin(`Quelle expérience avec ${tag} ?`, "fr");
      expect(fr.lang).toBe("fr");
      expect(fr.reply).toContain(first().text.fr.title);
    });

    it("the most relevant project for something, and the first shown when nothing is named", () => {
      const p = content.projects[content.projects.length - 1];
      const relevant = answerBuiltin(`Which project is most relevant for ${p.tags[1]}?`);
      expect(relevant.reply).toContain(p.text.en.title);
      const impressive = answerBuiltin("Most impressive project?");
      expect(impressive.reply).toContain(first().text.en.title);
      expect(impressive.reply).toMatch(/doesn't rank/);
      expect(impressive.intent).not.toBe("unknown");
    });

    it("strengths, notice, remote work, rates, languages spoken and how to reach the owner", () => {
      const strengths = answerBuiltin("What are her strengths?");
      expect(strengths.reply).toContain(content.profile.about.cards[0].title.en);
      const notice = answerBuiltin("What's her notice period?");
      expect(notice.reply).toContain(content.assistant.availability.en.slice(0, 20));
      expect(notice.reply).toMatch(/not stated/);
      const remote = answerBuiltin("Can she work remotely?");
      expect(remote.reply).toContain(content.assistant.basedIn.en);
      const rates = answerBuiltin("What's her daily rate?");
      expect(rates.reply).not.toMatch(/\d+\s?(€|\$|eur)/i);
      expect(rates.reply).toContain("`contact`");
      const spoken = answerBuiltin("What languages does she speak?");
      const said = content.assistant.knowledge.find((k) => /english|french/i.test(k.en));
      if (said) expect(spoken.reply).toContain(said.en);
      else expect(spoken.reply).toMatch(/doesn't say/);
      expect(answerBuiltin("How do I reach her?").reply).toContain(email());
      expect(answerBuiltin("Quelle est sa période de préavis ?", "fr").reply).toMatch(NOT_STATED_FR);
    });
  });

  describe("more classes of misreadings", () => {
    it("a shell line gets a shell answer in the terminal's language, not a skill card or a project", () => {
      const ask = visitor();
      ask(`Tell me about ${first().text.en.title}`);
      for (const line of ["git status", "chmod +x note.txt", ":wq", 'printf "a\\n"']) {
        const answer = ask(line);
        expect(answer.intent, line).toBe("terminal");
        expect(answer.lang, line).toBe("en");
        expect(answer.reply, line).not.toMatch(/Expert|Confirmed|Intermediate/);
        expect(answer.reply, line).not.toContain(first().text.en.title);
      }
    });

    it("'the terminal' / 'this site' with a project's field is the project that is this very site", () => {
      const site = content.projects.find((p) => p.liveUrl === "#");
      const answer = answerBuiltin("Is the terminal open source?");
      if (site) expect(answer.reply).toContain(site.text.en.title);
      else expect(answer.intent).not.toBe("projectDetail");
    });

    it("education, a meeting, 'ok, play snake', the owner available by name", () => {
      const education = answerBuiltin("Did she go to university?");
      const said = content.profile.facts.find((f) => /self.taught|degree|universit/i.test(f.label.en));
      if (said) expect(education.reply).toContain(String(said.value));
      else expect(education.reply).toMatch(/doesn't say/);
      expect(answerBuiltin("I'm in Lyon too, could we meet for a coffee?").reply).toContain(email());
      expect(answerBuiltin("ok lance snake", "fr").command).toBe("snake");
      const firstName = content.profile.name.split(" ")[0];
      expect(answerBuiltin(`Is ${firstName} available?`).intent).toBe("hire");
      expect(answerBuiltin("Where does she live?").reply).toContain(content.assistant.basedIn.en);
    });

    it("experience with something the content never names is 'not listed'", () => {
      const answer = answerBuiltin("Does she have experience with Fortran?");
      expect(answer.lowConfidence).toBe("not-listed");
      expect(answer.reply).toMatch(/not listed/);
    });

    it("a repaired typo never turns a question into an insult", () => {
      const answer = answerBuiltin("Elle pourrait venir à Paris deux jours par semaine ?", "fr");
      expect(answer.intent).not.toBe("rudeness");
      expect(answer.reply).toContain(content.assistant.basedIn.fr);
    });

    it("'is it open source?' says yes or no; 'what else?' and 'il y a' leave the topic; a skill's 'l'a utilisé'", () => {
      const ask = visitor();
      const p = first();
      ask(`What is ${p.text.en.title}?`);
      expect(ask("is it open source?").reply).toMatch(p.isOpenSource ? /^Yes|open source/ : /not public/);
      const fr = visitor();
      fr(`Parle-moi de ${p.text.fr.title}`, "fr");
      const other = fr("Il y a quoi d'autre dans son portfolio ?", "fr");
      expect(other.reply).not.toContain(p.text.fr.extendedDescription);
      const s = visitor();
      const tag = p.tags.find((x) => content.skillCategories.some((c) => c.skills.some((k) => k.name === x)))!;
      s(`Tu connais ${tag} ?`, "fr");
      expect(s("dans quel projet elle l'a utilisé ?", "fr").reply).toContain(p.text.fr.title);
      // "il" is the owner here, not the project: the skill's level.
      const owner = visitor();
      owner(`Parle-moi de ${p.text.fr.title}`, "fr");
      expect(owner(`Il est bon en ${tag} ?`, "fr").reply).toMatch(/Expert|Confirmé|Intermédiaire/);
    });

    it("splits '…, et il est dispo ?' and answers 'tu peux me le redire en anglais ?' again in English", () => {
      const tag = first().tags[0];
      const both = answerBuiltin(`Il connaît ${tag}, et il est dispo ?`, "fr");
      expect(both.intent).toBe("multi");
      expect(both.reply).toContain(content.assistant.availability.fr.slice(0, 20));
      const ask = visitor();
      ask("Tu es dispo pour une mission ?", "fr");
      const again = ask("tu peux me le redire en anglais ?", "fr");
      expect(again.lang).toBe("en");
      expect(again.reply).toContain(content.assistant.availability.en.slice(0, 20));
    });
  });

  describe("the confidence signal", () => {
    it("names each weak kind of answer", () => {
      expect(answerBuiltin("qwertyuiop asdf").lowConfidence).toBe("fallback");
      expect(answerBuiltin("Do you know Haskell?").lowConfidence).toBe("not-listed");
      expect(answerBuiltin("Hello!").lowConfidence).toBeUndefined();
      // Two intents scored alike: both answered, and flagged.
      expect(answerBuiltin("Tell me about your background and skills").lowConfidence).toBe("near-tie");
      const ask = visitor();
      ask(`What is ${first().text.en.title}?`);
      expect(ask("links?").lowConfidence).toMatch(/inherited|not-stated/);
      expect(ask("team size?").lowConfidence).toBe("not-stated");
    });
  });
});

describe("a stored state read back", () => {
  it("is refused when damaged or of another shape", () => {
    expect(parseDialogue(null)).toBeUndefined();
    expect(parseDialogue("not json")).toBeUndefined();
    expect(parseDialogue('{"v":2,"intent":"x","lang":"en"}')).toBeUndefined();
    expect(parseDialogue('{"v":1,"intent":"followup","lang":"en","topic":"nonsense","list":[1,2]}')).toEqual({
      v: 1,
      intent: "followup",
      lang: "en",
    });
    expect(parseDialogue('{"v":1,"intent":"projects","lang":"fr","list":["project:a","project:b"]}')?.list).toEqual([
      "project:a",
      "project:b",
    ]);
  });

  it("names a project the content no longer has: it is forgotten, not guessed", () => {
    adoptTestContent(sampleContent());
    const history: HistoryTurn[] = [
      { role: "user", content: "What is it?" },
      { role: "assistant", content: "…", dialogue: { v: 1, intent: "projectDetail", lang: "en", topic: "project:gone" } },
    ];
    const answer = answerBuiltin("What stack?", "en", history);
    expect(answer.lowConfidence).not.toBe("inherited");
  });
});

describe("a project named by one word of its title", () => {
  it("is named when asked about, not when the word is used as a word", () => {
    adoptTestContent(loadContent(path.resolve("tests/fixtures/owner-content")));
    expect(answerBuiltin("tell me about river").reply).toContain("River ETL");
    expect(answerBuiltin("I run along the river every morning").reply).not.toContain("River ETL");
    adoptTestContent(sampleContent());
    expect(answerBuiltin("tell me about the copilot").reply).toContain("Stream Copilot");
    expect(answerBuiltin("tell me about stream copliot").reply).toContain("Stream Copilot");
  });
});
