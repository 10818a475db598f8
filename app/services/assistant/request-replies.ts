/**
 * The templates of the requested intents (./request-table.ts): each answers in the asker's
 * language from the grounded content and the entities the message names, with the command it
 * proposes, if any (./answer.server.ts decides whether it runs).
 */
import { skillName, type Language } from "~/content/types";
import { THEME_DISPLAY_NAMES } from "~/terminal/catalog";
import { assistant, countWord, firstName, profile, proficiencyLabel, t } from "./grounding";
import { findCategory, findFaq, findLanguage, findProject, findSkill } from "./entities";
import { MINI_GAME_IDS, findGame, findTheme, themeList } from "./catalog-entities";
import { replyGame } from "./commands";
import {
  DARKEST_THEME,
  replyAbout,
  replyAvailability,
  replyCategory,
  replyContactInfo,
  replyExperience,
  replyProject,
  replyProjectsList,
  replySkillsOverview,
  replySocials,
  replyTerminal,
} from "./replies";
import type { Intent } from "./types";

/**
 * A template's answer: `reply` stands alone; `ran`, when given, is the reply used when the command
 * runs (it announces the command's output: "Here they are:"), so no announcement is left hanging.
 */
export type Template = (text: string, lang: Language) => { reply: string; command?: string; ran?: string };

export const REQUEST_REPLIES: Partial<Record<Intent, Template>> = {
  language: (x, lang) =>
    findLanguage(x)?.lang === "fr"
      ? { reply: t(lang, { en: "Switching to French.", fr: "Je passe en français." }), command: "lang fr" }
      : { reply: t(lang, { en: "Switching to English.", fr: "Je passe en anglais." }), command: "lang en" },
  image: (_x, lang) => ({
    reply: t(lang, {
      en: "I can't draw from here, but the terminal can: type `gen_image` followed by a description, e.g. `gen_image a red sunset over the sea`. The same prompt always gives the same picture.",
      fr: "Je ne peux pas dessiner d'ici, mais le terminal oui\u00a0: tapez `gen_image` suivi d'une description, par ex. `gen_image un coucher de soleil rouge sur la mer`. La même description donne toujours la même image.",
    }),
  }),
  theme: (x, lang) => {
    const found = findTheme(x);
    if (!found)
      return {
        reply: t(lang, {
          en: `Available themes: ${themeList("default", "and")}. Type \`theme <name>\` to switch.`,
          fr: `Thèmes disponibles\u00a0: ${themeList("par défaut", "et")}. Tapez \`theme <nom>\` pour changer.`,
        }),
        ran: t(lang, {
          en: `Available themes: ${themeList("default", "and")}. Here they are:`,
          fr: `Thèmes disponibles\u00a0: ${themeList("par défaut", "et")}. Les voici\u00a0:`,
        }),
        command: "theme",
      };
    return {
      reply: t(lang, {
        en: `Switching to the ${THEME_DISPLAY_NAMES[found]} theme.`,
        fr: `Je passe au thème ${THEME_DISPLAY_NAMES[found]}.`,
      }),
      command: `theme ${found}`,
    };
  },
  clear: (_x, lang) => ({ reply: t(lang, { en: "Clearing the screen.", fr: "J'efface l'écran." }), command: "clear" }),
  faq: (x, lang) => ({ reply: findFaq(x)!.answer[lang] }),
  projectDetail: (x, lang) => ({ reply: replyProject(findProject(x)!, lang) }),
  playGame: (x, lang) => {
    const command = findGame(x)!;
    return { reply: replyGame(command, lang), command };
  },
  games: (_x, lang) => {
    const en = `There are ${countWord(MINI_GAME_IDS.length, "en")} mini-games (${MINI_GAME_IDS.join(", ")}) plus a DOS player and a GBA emulator (try gba starfall, a game written for this site).`;
    const fr = `Il y a ${countWord(MINI_GAME_IDS.length, "fr")} mini-jeux (${MINI_GAME_IDS.join(", ")}) ainsi qu'un lecteur DOS et un émulateur GBA (essayez gba starfall, un jeu écrit pour ce site).`;
    return {
      reply: t(lang, { en: `${en} Type \`games\` for the catalogue.`, fr: `${fr} Tapez \`games\` pour le catalogue.` }),
      ran: t(lang, { en: `${en} Here is the catalogue:`, fr: `${fr} Voici le catalogue\u00a0:` }),
      command: "games",
    };
  },
  questHint: (_x, lang) => {
    const nudge = t(lang, {
      en: "No spoilers: I will never give you the password or the token. But here is a nudge — read hidden files carefully (`ls -a` shows them), tokens are meant to be presented to an API in an Authorization header, and what an API gives back may open `sudo`.",
      fr: "Pas de spoiler\u00a0: je ne donnerai jamais le mot de passe ni le jeton. Mais un coup de pouce — lisez bien les fichiers cachés (`ls -a` les montre), un jeton se présente à une API dans un en-tête Authorization, et ce qu'une API renvoie peut ouvrir `sudo`.",
    });
    return {
      reply: `${nudge} ${t(lang, { en: "`challenge hint` asks the quest itself.", fr: "`challenge hint` le demande à la quête elle-même." })}`,
      ran: `${nudge} ${t(lang, { en: "Let me ask the quest itself:", fr: "Je demande à la quête elle-même\u00a0:" })}`,
      command: "challenge hint",
    };
  },
  quest: (_x, lang) => {
    const intro = t(lang, {
      en: "There is a hacking quest hidden in this machine: find a token, talk to an internal API, become root. I won't solve it for you, but curious people go far here.",
      fr: "Une quête de hacking se cache dans cette machine\u00a0: trouver un jeton, parler à une API interne, devenir root. Je ne la résoudrai pas pour vous, mais les curieux vont loin ici.",
    });
    return {
      reply: `${intro} ${t(lang, { en: "Type `challenge` to start it.", fr: "Tapez `challenge` pour la commencer." })}`,
      ran: `${intro} ${t(lang, { en: "Starting it:", fr: "C'est parti\u00a0:" })}`,
      command: "challenge",
    };
  },
  help: (_x, lang) => ({
    reply: t(lang, {
      en: "Type `help` to list the commands this terminal understands.",
      fr: "Tapez `help` pour lister les commandes que ce terminal comprend.",
    }),
    ran: t(lang, { en: "Here are the commands this terminal understands:", fr: "Voici les commandes que ce terminal comprend\u00a0:" }),
    command: "help",
  }),
  about: (_x, lang) => ({ reply: replyAbout(lang) }),
  terminal: (_x, lang) => ({ reply: replyTerminal(lang) }),
  contactForm: (_x, lang) => ({
    reply: t(lang, {
      en: "Opening the contact form: three short steps and your message is on its way.",
      fr: "J'ouvre le formulaire de contact\u00a0: trois petites étapes et votre message est parti.",
    }),
    command: "contact",
  }),
  hire: (_x, lang) => ({ reply: replyAvailability(lang) }),
  contactInfo: (_x, lang) => ({ reply: replyContactInfo(lang) }),
  socials: (_x, lang) => ({ reply: replySocials(lang) }),
  projects: (_x, lang) => ({
    reply: replyProjectsList(lang),
    ran: `${replyProjectsList(lang)} ${t(lang, { en: "Here is the list:", fr: "Voici la liste\u00a0:" })}`,
    command: "projects",
  }),
  identity: (_x, lang) => ({
    reply: t(lang, {
      en: `I'm the terminal assistant of ${profile.name}'s portfolio: a small built-in program that knows ${firstName}'s background, skills and projects, and can run terminal commands for you. No human behind the screen.`,
      fr: `Je suis l'assistant du terminal du portfolio de ${profile.name}\u00a0: un petit programme intégré qui connaît le parcours, les compétences et les projets de ${firstName}, et qui peut lancer des commandes pour vous. Pas d'humain derrière l'écran.`,
    }),
  }),
  skills: (x, lang) => {
    const found = findSkill(x);
    if (found && !/ (skills|competences|stack) /.test(x))
      return {
        reply: t(lang, {
          en: `Yes: ${found.skill.name} — ${proficiencyLabel(found.skill.proficiency, lang)} (${found.category.label.en}).`,
          fr: `Oui\u00a0: ${skillName(found.skill, "fr")} — ${proficiencyLabel(found.skill.proficiency, lang)} (${found.category.label.fr}).`,
        }),
      };
    const category = findCategory(x);
    return { reply: category ? replyCategory(category, lang) : replySkillsOverview(lang) };
  },
  experience: (_x, lang) => ({ reply: replyExperience(lang) }),
  location: (_x, lang) => ({
    reply: assistant.basedIn[lang],
  }),
  weather: (_x, lang) => ({
    // The showcase's chat demo answers a weather question: point there only when the page has it.
    reply:
      profile.showcase === false
        ? t(lang, {
            en: "I can't check live weather from this terminal.",
            fr: "Je ne peux pas consulter la météo en direct depuis ce terminal.",
          })
        : t(lang, {
            en: "I can't check live weather from this terminal, but the AI Agents section of this page shows an agent answering a weather question for Paris.",
            fr: "Je ne peux pas consulter la météo en direct depuis ce terminal, mais la section Agents IA de cette page montre un agent qui répond à une question météo pour Paris.",
          }),
  }),
  time: (_x, lang) => ({
    reply: t(lang, { en: "Type `date` for the date according to this machine.", fr: "Tapez `date` pour la date selon cette machine." }),
    ran: t(lang, { en: "Here is the date according to this machine:", fr: "Voici la date selon cette machine\u00a0:" }),
    command: "date",
  }),
  joke: (_x, lang) => ({
    reply: t(lang, {
      en: `Why do programmers prefer dark mode? Because light attracts bugs. (Try \`theme ${DARKEST_THEME}\` for maximum darkness.)`,
      fr: `Pourquoi les développeurs préfèrent le mode sombre\u00a0? Parce que la lumière attire les bugs. (Essayez \`theme ${DARKEST_THEME}\` pour un maximum d'obscurité.)`,
    }),
  }),
  howAreYou: (_x, lang) => ({
    reply: t(lang, {
      en: "All systems nominal, thanks! What would you like to know?",
      fr: "Tous les systèmes sont au vert, merci\u00a0! Que voulez-vous savoir\u00a0?",
    }),
  }),
  thanks: (_x, lang) => ({ reply: t(lang, { en: "You're welcome! Anything else?", fr: "Avec plaisir\u00a0! Autre chose\u00a0?" }) }),
  compliment: (_x, lang) => ({
    reply: t(lang, {
      en: "Glad you like it! There is more to find: try `games` or the `challenge`.",
      fr: "Ravi que ça vous plaise\u00a0! Il y a encore à découvrir\u00a0: essayez `games` ou le `challenge`.",
    }),
  }),
  goodbye: (_x, lang) => ({
    reply: t(lang, {
      en: "Goodbye! The terminal stays open whenever you come back.",
      fr: "Au revoir\u00a0! Le terminal reste ouvert quand vous revenez.",
    }),
  }),
  greeting: (_x, lang) => ({
    reply: t(lang, {
      en: `Hello! I'm the assistant of ${profile.name}'s portfolio. Ask me about ${firstName}'s experience, skills or projects, or type \`help\` to see what this terminal can do.`,
      fr: `Bonjour\u00a0! Je suis l'assistant du portfolio de ${profile.name}. Posez-moi une question sur l'expérience, les compétences ou les projets de ${firstName}, ou tapez \`help\` pour voir ce que ce terminal sait faire.`,
    }),
  }),
};
