/** The intent rules (phrase patterns and their answers). */
import { skillName, type Language } from "~/content/types";
import { THEME_DISPLAY_NAMES } from "~/terminal/catalog";
import { FAQ, OWNER_NAMES, assistant, has, mentionsOwner, profile, proficiencyLabel, t, firstName } from "./grounding";
import { GAME_ALIASES, THEME_ALIASES, findCategory, findProject, findSkill } from "./entities";
import { replyGame } from "./commands";
import {
  replyAbout,
  replyAvailability,
  replyCategory,
  replyContactInfo,
  replyProject,
  replyProjectsList,
  replySkillsOverview,
  replySocials,
  replyTerminal,
  replyExperience,
} from "./replies";
import type { Intent, PartialAnswer } from "./types";

// ---------- The rules, in priority order ----------

export interface Rule {
  intent: Intent;
  match: (text: string) => boolean;
  answer: (text: string, lang: Language) => { reply: string; command?: string };
}

export const wantsFrench = / (french|francais|francaise) /;
export const wantsEnglish = / (english|anglais|anglaise) /;

export const RULES: Rule[] = [
  {
    intent: "language",
    match: (x) =>
      (wantsFrench.test(x) || wantsEnglish.test(x)) &&
      (has(
        x,
        / (speak|speaks|talk|answer|reply|respond|switch|change|set|use|parle|parles|parlez|parler|passe|passer|mets|mettre|changer|change|repond|reponds|repondre|utilise|language|langue) /,
      ) ||
        has(x, /^ (in |en )?(french|english|francais|anglais)( please| stp| svp| s il te plait| s il vous plait)? $/)),
    answer: (x, lang) =>
      wantsFrench.test(x) && !(wantsEnglish.test(x) && / (to|in|en) (english|anglais) /.test(x))
        ? { reply: t(lang, { en: "Switching to French.", fr: "Je passe en français." }), command: "lang fr" }
        : { reply: t(lang, { en: "Switching to English.", fr: "Je passe en anglais." }), command: "lang en" },
  },
  {
    intent: "image",
    match: (x) =>
      / (image|images|picture|pictures|photo|drawing|draw|paint|dessine|dessiner|dessin|illustration|gen image|gen_image) /.test(x),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "I can't draw from here, but the terminal can: type `gen_image` followed by a description, e.g. `gen_image a red sunset over the sea`. The same prompt always gives the same picture.",
        fr: "Je ne peux pas dessiner d'ici, mais le terminal oui : tapez `gen_image` suivi d'une description, par ex. `gen_image un coucher de soleil rouge sur la mer`. La même description donne toujours la même image.",
      }),
    }),
  },
  {
    intent: "theme",
    match: (x) =>
      !/ theme ?hospital /.test(x) &&
      (/ (theme|themes|colou?rs?|couleurs?|apparence|skin) /.test(x) || (/ mode /.test(x) && THEME_ALIASES.some(([re]) => re.test(x)))),
    answer: (x, lang) => {
      const found = THEME_ALIASES.find(([re]) => re.test(x));
      if (!found)
        return {
          reply: t(lang, {
            en: "Available themes: matrix (default), midnight, retro and hacker. Here they are:",
            fr: "Thèmes disponibles : matrix (par défaut), midnight, retro et hacker. Les voici :",
          }),
          command: "theme",
        };
      return {
        reply: t(lang, {
          en: `Switching to the ${THEME_DISPLAY_NAMES[found[1]]} theme.`,
          fr: `Je passe au thème ${THEME_DISPLAY_NAMES[found[1]]}.`,
        }),
        command: `theme ${found[1]}`,
      };
    },
  },
  {
    intent: "clear",
    match: (x) => / (clear|clean|efface|effacer|nettoie|nettoyer|vide|vider) /.test(x) && / (screen|terminal|console|ecran) /.test(x),
    answer: (_x, lang) => ({ reply: t(lang, { en: "Clearing the screen.", fr: "J'efface l'écran." }), command: "clear" }),
  },
  {
    // The owner's own questions and answers (content module): before the generic intents.
    intent: "faq",
    match: (x) => FAQ.some((f) => f.keywords.some((k) => x.includes(k))),
    answer: (x, lang) => ({ reply: FAQ.find((f) => f.keywords.some((k) => x.includes(k)))!.entry.answer[lang] }),
  },
  {
    intent: "projectDetail",
    match: (x) => findProject(x) !== undefined,
    answer: (x, lang) => ({ reply: replyProject(findProject(x)!, lang) }),
  },
  {
    intent: "playGame",
    match: (x) => GAME_ALIASES.some(([re]) => re.test(x)),
    answer: (x, lang) => {
      const command = GAME_ALIASES.find(([re]) => re.test(x))![1];
      return { reply: replyGame(command, lang), command };
    },
  },
  {
    intent: "games",
    match: (x) =>
      / (games?|jeux?|jouer|joue|play|playing|arcade|emulators?|emulateurs?|emulation|s amuser|fun) /.test(x) && !/ (funny|drole) /.test(x),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "There are four mini-games (snake, hangman, brickbreaker, wordle) plus a DOS player and a GBA emulator. Here is the catalogue:",
        fr: "Il y a quatre mini-jeux (snake, hangman, brickbreaker, wordle) ainsi qu'un lecteur DOS et un émulateur GBA. Voici le catalogue :",
      }),
      command: "games",
    }),
  },
  {
    intent: "questHint",
    match: (x) =>
      / (password|passwords|mot de passe|mdp|token|jeton|recovery|phrase de recuperation|flag|solution|api key|cle d api) /.test(x) ||
      (/ (challenge|defi|quest|quete|hack|hacking|pirater|secret|secrets|sudo|root|puzzle|enigme|ctf) /.test(x) &&
        / (hint|hints|indice|indices|stuck|bloque|bloquee|coince|coincee|next step|etape suivante|prochaine etape|answer|reponse|help me|aide moi|aidez moi) /.test(
          x,
        )),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "No spoilers: I will never give you the password or the token. But here is a nudge — read hidden files carefully (`ls -a` shows them), tokens are meant to be presented to an API in an Authorization header, and what an API gives back may open `sudo`. Let me ask the quest itself:",
        fr: "Pas de spoiler : je ne donnerai jamais le mot de passe ni le jeton. Mais un coup de pouce — lisez bien les fichiers cachés (`ls -a` les montre), un jeton se présente à une API dans un en-tête Authorization, et ce qu'une API renvoie peut ouvrir `sudo`. Je demande à la quête elle-même :",
      }),
      command: "challenge hint",
    }),
  },
  {
    intent: "quest",
    match: (x) =>
      / (challenge|defi|quest|quete|hack|hacking|pirater|secret|secrets|sudo|root|password|passwords|mot de passe|token|jeton|recovery|flag|puzzle|enigme|ctf|easter eggs?) /.test(
        x,
      ),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "There is a hacking quest hidden in this machine: find a token, talk to an internal API, become root. I won't solve it for you, but curious people go far here. Starting it:",
        fr: "Une quête de hacking se cache dans cette machine : trouver un jeton, parler à une API interne, devenir root. Je ne la résoudrai pas pour vous, mais les curieux vont loin ici. C'est parti :",
      }),
      command: "challenge",
    }),
  },
  {
    intent: "help",
    match: (x) =>
      / (help|aide|aidez|commands?|commandes?|usage|manual|manuel|mode d emploi) /.test(x) ||
      / what can i (type|run) | que (puis je|peux je|je peux) (taper|lancer) /.test(x),
    answer: (_x, lang) => ({
      reply: t(lang, { en: "Here are the commands this terminal understands:", fr: "Voici les commandes que ce terminal comprend :" }),
      command: "help",
    }),
  },
  {
    intent: "about",
    match: (x) =>
      / who (made|built|created|developed|designed|owns) | qui a (fait|cree|construit|developpe|concu) | what do you do | what does (she|he|they) do | tu fais quoi dans la vie | que fais tu /.test(
        x,
      ) || OWNER_NAMES.some((n) => x.includes(` what does ${n.trim()} do `)),
    answer: (_x, lang) => ({ reply: replyAbout(lang) }),
  },
  {
    intent: "terminal",
    match: (x) =>
      / (terminal|console|shell|this site|ce site|features|fonctionnalites|possibilites) /.test(x) ||
      / what (is|s) (this|here) | what can (you|this) do | c est quoi ici | tu sers a quoi | que peux tu faire | how does (this|it|the terminal) work | comment (ca|ce site|le terminal|ce terminal) (marche|fonctionne) /.test(
        x,
      ),
    answer: (_x, lang) => ({ reply: replyTerminal(lang) }),
  },
  {
    intent: "contactForm",
    match: (x) =>
      / (form|formulaire) /.test(x) ||
      (/ (send|envoyer|envoie|write|ecrire|ecris|leave|laisser|laisse|drop) /.test(x) &&
        / (message|mail|email|e mail|note|mot|line) /.test(x)),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "Opening the contact form: three short steps and your message is on its way.",
        fr: "J'ouvre le formulaire de contact : trois petites étapes et votre message est parti.",
      }),
      command: "contact",
    }),
  },
  {
    intent: "hire",
    match: (x) =>
      / (hire|hiring|freelance|freelancer|available|availability|disponible|disponibilite|dispo|mission|missions|recruter|recrute|embaucher|embauche|job|jobs|cdi|contract|contrat|rates|tarifs?|devis|quote|collaborate|collaboration|collaborer) /.test(
        x,
      ) || / work (with|together|for) | travailler (avec|ensemble|pour) /.test(x),
    answer: (_x, lang) => ({ reply: replyAvailability(lang) }),
  },
  {
    intent: "contactInfo",
    match: (x) =>
      / (contact|contacter|contacte|reach|joindre|email|e mail|mail|courriel|get in touch|en contact|coordonnees|phone|telephone) /.test(x),
    answer: (_x, lang) => ({ reply: replyContactInfo(lang) }),
  },
  {
    intent: "socials",
    match: (x) =>
      / (github|gitlab|twitter|x com|twitch|linkedin|mastodon|bluesky|youtube|socials?|social media|social networks?|reseaux sociaux|reseaux|streams?|streaming|streamer|chaine|source code|code source|repos?|repository|repositories|depots?) /.test(
        x,
      ) || / (see|read|voir|lire) (her|your|ton|son|the|le) code /.test(x),
    answer: (_x, lang) => ({ reply: replySocials(lang) }),
  },
  {
    intent: "projects",
    match: (x) =>
      / (projects?|projets?|portfolio|realisations?|side projects?|open source|opensource|clients?|case studies|references) /.test(x) ||
      / what (have you|has she|did you) (built|build|made|make|done|created)| (as tu|avez vous|a t elle) (construit|fait|cree|realise) /.test(
        x,
      ),
    answer: (_x, lang) => ({ reply: replyProjectsList(lang), command: "projects" }),
  },
  {
    intent: "identity",
    match: (x) =>
      / (are you|r u|es tu|t es|etes vous|tu es) (an?|une?|a real|vraiment|real)? ?(ai|ia|bot|robot|human|humain|humaine|chatbot|gpt|llm|machine|real) /.test(
        x,
      ) || / (your name|ton nom|votre nom|t appelles|vous appelez|who am i talking|a qui je parle) /.test(x),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: `I'm the terminal assistant of ${profile.name}'s portfolio: a small built-in program that knows ${firstName}'s background, skills and projects, and can run terminal commands for you. No human behind the screen.`,
        fr: `Je suis l'assistant du terminal du portfolio de ${profile.name} : un petit programme intégré qui connaît le parcours, les compétences et les projets de ${firstName}, et qui peut lancer des commandes pour vous. Pas d'humain derrière l'écran.`,
      }),
    }),
  },
  {
    intent: "skills",
    match: (x) =>
      / (skills?|competences?|stack|techs?|technos?|technologies|technology|technologie|programming|langages?|frameworks?|tools|outils|expertise|maitrise|maitrises|know|knows|connais|connait|savoir faire|good at|fort|forte|specialit(y|ies)|specialites?) /.test(
        x,
      ) || findSkill(x) !== undefined,
    answer: (x, lang) => {
      const found = findSkill(x);
      if (found && !/ (skills|competences|stack) /.test(x))
        return {
          reply: t(lang, {
            en: `Yes: ${found.skill.name} — ${proficiencyLabel(found.skill.proficiency, lang)} (${found.category.label.en}).`,
            fr: `Oui : ${skillName(found.skill, "fr")} — ${proficiencyLabel(found.skill.proficiency, lang)} (${found.category.label.fr}).`,
          }),
        };
      const category = findCategory(x);
      return { reply: category ? replyCategory(category, lang) : replySkillsOverview(lang) };
    },
  },
  {
    intent: "experience",
    match: (x) =>
      / (experience|experienced|years?|ans|annees|since|depuis|career|carriere|background|parcours|cv|resume|self taught|autodidacte|senior|seniorite|how long|combien de temps) /.test(
        x,
      ),
    answer: (_x, lang) => ({ reply: replyExperience(lang) }),
  },
  {
    intent: "location",
    match: (x) =>
      / (where|ou) (are you|is she|do you live|habites? tu|vis tu|es tu|est elle|etes vous) | (based|location|city|ville|remote|teletravail|a distance|country|pays|habites?|habitez) /.test(
        x,
      ),
    answer: (_x, lang) => ({
      reply: assistant.basedIn[lang],
    }),
  },
  {
    intent: "about",
    match: (x) =>
      / (who|qui) (is|are|est|es|etes) | (about (you|her|him|them|the owner)|yourself|presente toi|presentez vous|parle moi de (toi|elle)|parlez moi de|bio|biography|biographie|owner|proprietaire) /.test(
        x,
      ) || mentionsOwner(x),
    answer: (_x, lang) => ({ reply: replyAbout(lang) }),
  },
  {
    intent: "weather",
    match: (x) => / (weather|meteo|forecast|previsions?|temperature|rain|pluie) /.test(x),
    answer: (_x, lang) => ({
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
  },
  {
    intent: "time",
    match: (x) => / (what time|what s the time|what day|today s date|quelle heure|quel jour|quelle date|date du jour) /.test(x),
    answer: (_x, lang) => ({
      reply: t(lang, { en: "Here is the date according to this machine:", fr: "Voici la date selon cette machine :" }),
      command: "date",
    }),
  },
  {
    intent: "joke",
    match: (x) => / (joke|jokes|blague|blagues|funny|drole|make me laugh|fais moi rire) /.test(x),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "Why do programmers prefer dark mode? Because light attracts bugs. (Try `theme hacker` for maximum darkness.)",
        fr: "Pourquoi les développeurs préfèrent le mode sombre ? Parce que la lumière attire les bugs. (Essayez `theme hacker` pour un maximum d'obscurité.)",
      }),
    }),
  },
  {
    intent: "howAreYou",
    match: (x) =>
      / (how are you|how s it going|how are things|how do you do|ca va|comment vas tu|comment allez vous|tu vas bien|vous allez bien) /.test(
        x,
      ),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "All systems nominal, thanks! What would you like to know?",
        fr: "Tous les systèmes sont au vert, merci ! Que voulez-vous savoir ?",
      }),
    }),
  },
  {
    intent: "thanks",
    match: (x) => / (thanks|thank you|thx|ty|merci) /.test(x),
    answer: (_x, lang) => ({ reply: t(lang, { en: "You're welcome! Anything else?", fr: "Avec plaisir ! Autre chose ?" }) }),
  },
  {
    intent: "compliment",
    match: (x) =>
      x.trim().split(" ").length <= 4 &&
      / (cool|nice|great|awesome|amazing|impressive|love|super|genial|parfait|perfect|j adore|impressionnant|bravo|wow|excellent|top|chouette|magnifique|beautiful|beau) /.test(
        x,
      ),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "Glad you like it! There is more to find: try `games` or the `challenge`.",
        fr: "Ravi que ça vous plaise ! Il y a encore à découvrir : essayez `games` ou le `challenge`.",
      }),
    }),
  },
  {
    intent: "goodbye",
    match: (x) => / (bye|goodbye|see you|later|ciao|au revoir|aurevoir|a plus|a bientot|bonne journee|bonne soiree) /.test(x),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: "Goodbye! The terminal stays open whenever you come back.",
        fr: "Au revoir ! Le terminal reste ouvert quand vous revenez.",
      }),
    }),
  },
  {
    intent: "greeting",
    match: (x) =>
      / (hello|hi|hey|yo|hiya|sup|what s up|whats up|good morning|good evening|good afternoon|greetings|bonjour|salut|coucou|bonsoir|hola|wesh|quoi de neuf|my name is|i m called|je m appelle) /.test(
        x,
      ),
    answer: (_x, lang) => ({
      reply: t(lang, {
        en: `Hello! I'm the assistant of ${profile.name}'s portfolio. Ask me about ${firstName}'s experience, skills or projects, or type \`help\` to see what this terminal can do.`,
        fr: `Bonjour ! Je suis l'assistant du portfolio de ${profile.name}. Posez-moi une question sur l'expérience, les compétences ou les projets de ${firstName}, ou tapez \`help\` pour voir ce que ce terminal sait faire.`,
      }),
    }),
  },
];

export function viaRules(text: string, lang: Language): PartialAnswer | undefined {
  for (const rule of RULES) {
    if (!rule.match(text)) continue;
    const { reply, command } = rule.answer(text, lang);
    return command === undefined ? { intent: rule.intent, reply } : { intent: rule.intent, reply, command };
  }
  return undefined;
}
