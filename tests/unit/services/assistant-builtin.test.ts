import { describe, expect, it } from "vitest";
import { answerBuiltin, detectLanguage } from "~/services/assistant-builtin.server";
import { isAllowedCommand } from "~/services/commands.server";
import { adoptTestContent, sampleContent } from "../../helpers/content";
import { factText } from "~/content/types";

const content = adoptTestContent(sampleContent());

type Row = [question: string, lang: "en" | "fr", intent: string, command: string | undefined];

const TABLE: Row[] = [
  // English
  ["Hello!", "en", "greeting", undefined],
  ["Show me your projects", "en", "projects", "projects"],
  ["What have you built?", "en", "projects", "projects"],
  ["Tell me about Stream Copilot", "en", "projectDetail", undefined],
  ["What is LedgerSync?", "en", "projectDetail", undefined],
  ["Switch to the hacker theme", "en", "theme", "theme hacker"],
  ["Can you change the colors to retro amber?", "en", "theme", "theme retro"],
  ["Which themes do you have?", "en", "theme", "theme"],
  ["I want to play snake", "en", "playGame", "snake"],
  ["Let's play hangman", "en", "playGame", "hangman"],
  // Doom is not installed here: the DOS catalogue instead (installed: see the test below).
  ["Can I play Doom here?", "en", "playGame", "dos"],
  ["What games can I play?", "en", "games", "games"],
  ["Open the contact form", "en", "contactForm", "contact"],
  ["I'd like to send you a message", "en", "contactForm", "contact"],
  ["How can I contact you?", "en", "contactInfo", undefined],
  ["Help", "en", "help", "help"],
  ["What commands are there?", "en", "help", "help"],
  ["Please speak French", "en", "language", "lang fr"],
  ["What are your skills?", "en", "skills", undefined],
  ["What are your AI skills?", "en", "skills", undefined],
  ["Do you know Python?", "en", "skills", undefined],
  ["How many years of experience do you have?", "en", "experience", undefined],
  ["Who are you?", "en", "about", undefined],
  ["Are you an AI?", "en", "identity", undefined],
  ["How do I start the hacking challenge?", "en", "quest", "challenge"],
  ["I'm stuck on the challenge, give me a hint", "en", "questHint", "challenge hint"],
  ["What is the sudo password?", "en", "questHint", "challenge hint"],
  ["Are you available for freelance work?", "en", "hire", undefined],
  ["Where are you based?", "en", "location", undefined],
  ["Tell me a joke", "en", "joke", undefined],
  ["How are you?", "en", "howAreYou", undefined],
  ["Thanks!", "en", "thanks", undefined],
  ["Generate an image of a cat", "en", "image", "gen_image a cat"],
  ["What can I do in this terminal?", "en", "terminal", undefined],
  ["Clear the screen please", "en", "clear", "clear"],
  ["Where is your GitHub?", "en", "socials", undefined],
  ["qwertyuiop asdf", "en", "unknown", undefined],
  ["Who made this site?", "en", "about", undefined],
  ["Where can I see her code?", "en", "socials", undefined],
  ["What's the weather in Paris?", "en", "weather", undefined],
  ["What time is it?", "en", "time", "date"],
  ["I love this", "en", "compliment", undefined],
  ["How does this work?", "en", "terminal", undefined],
  // French
  ["Bonjour !", "fr", "greeting", undefined],
  ["Montre-moi tes projets", "fr", "projects", "projects"],
  ["Parle-moi d'AgentDesk", "fr", "projectDetail", undefined],
  ["Passe au thème hacker", "fr", "theme", "theme hacker"],
  ["Mets le thème bleu minuit", "fr", "theme", "theme midnight"],
  ["Je veux jouer au serpent", "fr", "playGame", "snake"],
  ["On peut jouer au casse-briques ?", "fr", "playGame", "brickbreaker"],
  ["Lance wordle", "fr", "playGame", "wordle"],
  ["Quels jeux y a-t-il ?", "fr", "games", "games"],
  ["Ouvre le formulaire de contact", "fr", "contactForm", "contact"],
  ["Je voudrais t'envoyer un message", "fr", "contactForm", "contact"],
  ["Comment te contacter ?", "fr", "contactInfo", undefined],
  ["Aide", "fr", "help", "help"],
  ["Parle en anglais s'il te plaît", "fr", "language", "lang en"],
  ["Quelles sont tes compétences ?", "fr", "skills", undefined],
  ["Quelles sont tes compétences en IA ?", "fr", "skills", undefined],
  ["Tu connais Docker ?", "fr", "skills", undefined],
  ["Combien d'années d'expérience as-tu ?", "fr", "experience", undefined],
  ["Qui es-tu ?", "fr", "about", undefined],
  ["Es-tu une IA ?", "fr", "identity", undefined],
  ["C'est quoi le défi de hacking ?", "fr", "quest", "challenge"],
  ["Je suis bloqué dans la quête, un indice ?", "fr", "questHint", "challenge hint"],
  ["Quel est le mot de passe root ?", "fr", "questHint", "challenge hint"],
  ["Es-tu disponible pour une mission freelance ?", "fr", "hire", undefined],
  ["Où habites-tu ?", "fr", "location", undefined],
  ["Raconte-moi une blague", "fr", "joke", undefined],
  ["Ça va ?", "fr", "howAreYou", undefined],
  ["Merci beaucoup", "fr", "thanks", undefined],
  ["Dessine-moi un mouton", "fr", "image", "gen_image un mouton"],
  ["Efface l'écran", "fr", "clear", "clear"],
  ["Au revoir", "fr", "goodbye", undefined],
  ["Tu parles français ?", "fr", "language", "lang fr"],
  ["Quelle heure est-il ?", "fr", "time", "date"],
  ["C'est génial", "fr", "compliment", undefined],
  ["Je m'appelle Paul", "fr", "greeting", undefined],
  ["Qui a créé ce site ?", "fr", "about", undefined],
];

describe("built-in assistant: intent table", () => {
  it("covers at least 40 questions in each language", () => {
    expect(TABLE.filter((r) => r[1] === "en").length).toBeGreaterThanOrEqual(20);
    expect(TABLE.filter((r) => r[1] === "fr").length).toBeGreaterThanOrEqual(20);
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)("%s -> %s / %s / %s", (question, lang, intent, command) => {
    const answer = answerBuiltin(question);
    expect({ lang: answer.lang, intent: answer.intent, command: answer.command }).toEqual({ lang, intent, command });
    expect(answer.reply.length).toBeGreaterThan(0);
    if (answer.command) expect(isAllowedCommand(answer.command)).toBe(true);
  });

  it("is deterministic", () => {
    for (const [q] of TABLE) expect(answerBuiltin(q)).toEqual(answerBuiltin(q));
  });
});

describe("built-in assistant: grounded answers", () => {
  const p = content.profile;
  it("answers experience with the content's figures, in the question's language", () => {
    const en = answerBuiltin("How much experience do you have?").reply;
    const fr = answerBuiltin("Combien d'années d'expérience ?").reply;
    for (const f of p.facts) {
      expect(en).toContain(factText(f, "en").replace(/\s/g, " "));
      expect(fr).toContain(factText(f, "fr").replace(/\s/g, " "));
    }
    expect(fr).toContain(p.title.fr);
  });

  it("describes a project with its links and never shows '#' as a link", () => {
    const stream = content.projects.find((x) => x.id === "stream-copilot")!;
    const reply = answerBuiltin("Tell me about Stream Copilot").reply;
    expect(reply).toContain(stream.text.en.description);
    expect(reply).toContain(stream.githubUrl);
    const fr = answerBuiltin("Parle-moi de Stream Copilot").reply;
    expect(fr).toContain(stream.text.fr.description);
    const portfolio = answerBuiltin("What is Terminal Portfolio?").reply;
    expect(portfolio).not.toMatch(/Live: #/);
  });

  it("lists a skill category named by its label, with proficiencies (French labels in French)", () => {
    for (const category of content.skillCategories) {
      const en = answerBuiltin(`What are your ${category.label.en} skills?`).reply;
      expect(en.startsWith(`${category.label.en}:`), en).toBe(true);
      for (const s of category.skills) expect(en).toContain(s.name);
      const fr = answerBuiltin(`Quelles sont tes compétences en ${category.label.fr} ?`).reply;
      expect(fr.startsWith(`${category.label.fr}:`), fr).toBe(true);
    }
    const fr = answerBuiltin("Quelles sont tes compétences en IA ?").reply;
    if (content.skillCategories.some((c) => c.skills.some((s) => s.proficiency === "Confirmed")))
      expect(fr).toMatch(/Confirmé|Expert|Intermédiaire/);
  });

  it("points at the AI showcase for the weather only when the page has it", () => {
    const weather = (showcase: boolean) => {
      adoptTestContent({ ...content, profile: { ...content.profile, showcase } });
      return answerBuiltin("What's the weather like?").reply;
    };
    try {
      expect(weather(true)).toContain("AI Agents section");
      expect(weather(false)).not.toContain("AI Agents");
    } finally {
      adoptTestContent(content);
    }
  });

  it("names the owner's links, only the kinds present", () => {
    const socials = [{ kind: "mastodon" as const, url: "https://mastodon.example/@me" }];
    adoptTestContent({ ...content, profile: { ...content.profile, socials } });
    try {
      const reply = answerBuiltin("Where can I find you on social media?").reply;
      expect(reply).toContain("Mastodon: https://mastodon.example/@me");
      expect(answerBuiltin("Are you on Mastodon?").reply).toContain("https://mastodon.example/@me");
      expect(reply).not.toMatch(/GitHub|Twitch|X:/);
    } finally {
      adoptTestContent(content);
    }
  });

  it("gives the e-mail and socials for contact questions", () => {
    const reply = answerBuiltin("How can I contact you?").reply;
    expect(reply).toContain(p.email);
    for (const s of p.socials) if (s.kind !== "email") expect(reply).toContain(s.url);
  });

  it("never promises a level hint (the quest may not be running): it hands over to `challenge hint`", () => {
    for (const q of ["I'm stuck on the challenge, give me a hint", "Je suis bloqué dans la quête, un indice ?"]) {
      const answer = answerBuiltin(q);
      expect(answer.command).toBe("challenge hint");
      expect(answer.reply).not.toMatch(/your level|de votre niveau/i);
    }
  });

  it("launching a game is a promise the terminal keeps (the command opens it)", () => {
    const answer = answerBuiltin("Can I play snake?");
    expect(answer.command).toBe("snake");
    expect(answer.reply).toContain("Good luck!");
  });

  it("never gives the quest's answers away", () => {
    for (const q of [
      "What is the sudo password?",
      "give me the api token",
      "Quel est le mot de passe root ?",
      "what's the recovery phrase?",
    ]) {
      const reply = answerBuiltin(q).reply;
      expect(reply).not.toMatch(/follow the/i);
      expect(reply).not.toMatch(/sk_live_/);
      expect(reply).not.toMatch(/api_token/);
    }
  });
});

describe("language detection", () => {
  it("answers a word that tells no language (ok, cool) in the terminal's language", () => {
    expect(detectLanguage("ok", "fr")).toBe("fr");
    expect(detectLanguage("ok")).toBe("en");
    expect(detectLanguage("merci", "en")).toBe("fr");
    expect(detectLanguage("thanks", "fr")).toBe("en");
    expect(answerBuiltin("cool", "fr").lang).toBe("fr");
    expect(answerBuiltin("bonjour", "en").lang).toBe("fr");
  });

  it.each([
    ["show me your projects", "en"],
    ["montre-moi tes projets", "fr"],
    ["qui es-tu ?", "fr"],
    ["who are you?", "en"],
    ["I want to play Pokémon", "en"],
    ["Ça marche", "fr"],
  ] as const)("%s -> %s", (q, lang) => {
    expect(detectLanguage(q)).toBe(lang);
  });
});
