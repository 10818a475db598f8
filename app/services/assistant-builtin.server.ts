/**
 * The built-in terminal assistant: a deterministic, bilingual (en/fr) rule set
 * grounded on the owner's content module. It answers in the language of the
 * question and returns a terminal `command` for clear intents. Used when no
 * OPENAI_API_KEY is set, and as the fallback when the model fails.
 */
import { getContent } from "~/content/store.server";
import {
  factText,
  skillName,
  type AssistantContent,
  type Content,
  type Language,
  type Profile,
  type ProjectContent,
  type SkillCategory,
} from "~/content/types";
import { inLanguage, type Localized } from "~/i18n/config";
import { DEMO_GAME_ID, DOS_GAMES, THEME_DISPLAY_NAMES, type ThemeName } from "~/terminal/catalog";
import { MINI_GAME_NAMES } from "~/terminal/catalog/first-page";
import { isAllowedCommand } from "./commands.server";
import { commandsFor } from "~/terminal/engine/commands";
import { SOCIAL_NAMES, socialDetail } from "~/content/socials";
import { contentIndex, type Hit } from "./assistant/content-index.server";
import { classify, INTENT_VOCABULARY } from "./assistant/intents";
import { correct, fold, splitQuestions } from "./assistant/normalize";

export type Intent =
  | "language"
  | "theme"
  | "clear"
  | "image"
  | "playGame"
  | "games"
  | "quest"
  | "questHint"
  | "help"
  | "terminal"
  | "contactForm"
  | "contactInfo"
  | "hire"
  | "socials"
  | "projectDetail"
  | "projects"
  | "identity"
  | "skills"
  | "experience"
  | "about"
  | "location"
  | "joke"
  | "weather"
  | "time"
  | "howAreYou"
  | "thanks"
  | "compliment"
  | "goodbye"
  | "greeting"
  | "faq"
  | "projectTheme"
  | "notListed"
  | "rates"
  | "injection"
  | "offtopic"
  | "rudeness"
  | "ack"
  | "followup"
  | "multi"
  | "retrieved"
  | "unknown";

export interface AssistantAnswer {
  intent: Intent;
  lang: Language;
  reply: string;
  command?: string;
  /** The content held no answer (fallback, low confidence, an unlisted technology): the owner may add one. */
  unanswered?: true;
}

/** A previous turn of the conversation, oldest first (what chat.server stores). */
export interface HistoryTurn {
  role: "user" | "assistant";
  content?: string;
  text?: string;
}

/** Which games the server has installed (DOS package ids, GBA ids); none when absent. */
export interface InstalledGames {
  dos: readonly string[];
  gba: readonly string[];
}

/** Lowercase, no accents, apostrophes and punctuation as spaces, single-spaced, padded. */
export function normalize(text: string): string {
  const flat = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim();
  return ` ${flat} `;
}

const FR_WORDS = new Set(
  (
    "je j tu vous il elle nous on est es suis sont ai a les des une le la du au aux ce cet cette ces quoi quel quelle quels quelles " +
    "comment pourquoi qui que qu ou bonjour salut coucou bonsoir merci projets projet competences competence montre montrez moi toi " +
    "ton ta tes votre vos peux peut pouvez veux voudrais jouer jeu jeux passe mets avec pour dans sur pas ne n expérience experience " +
    "contacter ecrire aide langue francais anglais genere dessine blague ca va et parle parlez fais fait faire annees ans depuis " +
    "travail travailles travaille sais connais mon ma mes son sa ses leurs leur lui y en c l quoi oui non stp svp plait " +
    "un accord entendu compris nickel voila alors donc bref carrement franchement vraiment trop bien nul " +
    "un bosses bosse bosser truc perdu perdue paume lit lire fichier partie affiche liste niveau habites habite fais faites as avez deja tjm " +
    "formulaire message envoyer efface ecran theme couleur defi quete indice bloque aurevoir revoir bientot serpent pendu " +
    "casse briques lance lancer ouvre ouvrir realisations disponible embauche recrute outils ia cree creer une donne dis raconte habite vis"
  ).split(" "),
);
const EN_WORDS = new Set(
  (
    "i you your yours are is am the a an what who how why where when can could would show me my do does did hello hi hey thanks " +
    "thank please projects project skills skill play game games switch change theme language help tell about with and of to in " +
    "contact email hire available joke image generate draw open list which have has know built build work works working years " +
    "experience speak talk french english stack tools it this that there here something some any let lets give send write form " +
    "message clear screen quest challenge hint stuck next step where based live from bye goodbye see later good morning evening " +
    "yes no nice great awesome funny really any ever shipped used using u r does run now alright right makes sense got okay " +
    "cost price much many stupid bot useless should just get got been"
  ).split(" "),
);

/**
 * Which language the question is written in (French on accents or French words,
 * English words otherwise); `fallback` (the terminal's language) when nothing tells.
 */
export function detectLanguage(text: string, fallback: Language = "en"): Language {
  // A command typed as a question ("gen_image un chat") tells nothing by its own name.
  const tokens = normalize(text.replace(/^\s*gen_image\b/i, ""))
    .trim()
    .split(" ")
    .filter(Boolean);
  let frenchVotes = /[àâçéèêëîïôûùüÿœæ]/i.test(text) ? 1 : 0;
  let englishVotes = 0;
  for (const token of tokens) {
    if (FR_WORDS.has(token)) frenchVotes += 1;
    if (EN_WORDS.has(token)) englishVotes += 1;
  }
  if (frenchVotes === englishVotes) return fallback;
  return frenchVotes > englishVotes ? "fr" : "en";
}

const has = (text: string, pattern: RegExp) => pattern.test(text);
/** The reply in the asker's language. */
const t = (lang: Language, text: Localized<string>) => inLanguage(text, lang);

// What the rules answer from: the current content, set by ground() when answerBuiltin starts
// (synchronous: one answer at a time sees one content).
let profile: Profile;
let skillCategories: SkillCategory[];
let projects: ProjectContent[];
let assistant: AssistantContent;
let firstName: string;
/** Every name of the owner a visitor may type (normalized, e.g. " clara "). */
let OWNER_NAMES: string[];
let FAQ: Array<{ entry: AssistantContent["faq"][number]; keywords: string[] }>;
let groundedOn: Content | undefined;

function ground(content: Content): void {
  if (content === groundedOn) return;
  groundedOn = content;
  ({ profile, skillCategories, projects, assistant } = content);
  firstName = profile.name.split(" ")[0];
  OWNER_NAMES = [firstName, ...assistant.aliases].map((n) => normalize(n)).filter((n) => n.trim() !== "");
  FAQ = assistant.faq.map((entry) => ({ entry, keywords: entry.keywords.map((k) => normalize(k)).filter((k) => k.trim() !== "") }));
}
const mentionsOwner = (text: string) => OWNER_NAMES.some((n) => text.includes(n));

const isLink = (url: string) => url !== "" && url !== "#";
const listJoin = (items: string[], lang: Language) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${t(lang, { en: "and", fr: "et" })} ${items[items.length - 1]}`;
const PROFICIENCY_LABELS: Localized<Record<string, string>> = {
  en: {},
  fr: { Expert: "Expert", Confirmed: "Confirmé", Intermediate: "Intermédiaire" },
};
const proficiencyLabel = (p: string, lang: Language) => inLanguage(PROFICIENCY_LABELS, lang)[p] ?? p;

// ---------- Matching helpers ----------

const THEME_ALIASES: Array<[RegExp, ThemeName]> = [
  [/ (matrix|matrice|green|vert) /, "matrix"],
  [/ (midnight|minuit|blue|bleu|nuit) /, "midnight"],
  [/ (retro|amber|ambre|orange) /, "retro"],
  [/ (hacker|hackeur|hackers) /, "hacker"],
];

const GAME_ALIASES: Array<[RegExp, string]> = [
  [/ (snake|serpent) /, "snake"],
  [/ (hangman|pendu) /, "hangman"],
  [/ (brick ?breaker|brick breaker|breakout|casse ?briques?) /, "brickbreaker"],
  [/ (wordle|motus) /, "wordle"],
  [/ doom /, "dos doom"],
  [/ (duke ?nukem( 3d)?|duke ?3d) /, "dos duke3d"],
  [/ quake /, "dos quake"],
  [/ theme ?hospital /, "dos themehospital"],
  [/ (windows ?95|win ?95) /, "dos win95"],
  [/ (windows ?98|win ?98) /, "dos win98"],
  [/ (gba|game ?boy|gameboy|pokemon|mario|tetris|advance wars|pac ?man|street fighter|tmnt|tortues ninja) /, "gba"],
  [/ (dos|ms dos|msdos) (game|games|jeu|jeux) | (jeu|jeux) (dos|ms dos) /, "dos"],
];

function findProject(text: string): ProjectContent | undefined {
  const compact = text.replace(/ /g, "");
  return projects.find((p) => {
    const aliases = [p.id, p.text.en.title, p.text.fr.title].map((a) => normalize(a).replace(/ /g, ""));
    return aliases.some((a) => a.length >= 4 && compact.includes(a));
  });
}

/** Words of a category's names too vague to pick it on their own. */
const CATEGORY_STOP_WORDS = new Set([
  "and",
  "et",
  "de",
  "des",
  "du",
  "la",
  "le",
  "les",
  "the",
  "of",
  "stack",
  "modern",
  "moderne",
  "web",
  "dev",
]);

/** The words that name a category: its id (camelCase split) and its labels in every language. */
function categoryWords(category: SkillCategory): string[] {
  const names = [category.id.replace(/([a-z])([A-Z])/g, "$1 $2"), ...Object.values(category.label), ...Object.values(category.altLabel)];
  const words = names.flatMap((n) => normalize(n).trim().split(" "));
  return [...new Set(words)].filter((w) => w.length >= 2 && !CATEGORY_STOP_WORDS.has(w));
}

/** The category the text names by its id or labels (the one naming it most), if any. */
function findCategory(text: string): SkillCategory | undefined {
  let best: SkillCategory | undefined;
  let bestScore = 0;
  for (const category of skillCategories) {
    const score = categoryWords(category).filter((w) => text.includes(` ${w} `)).length;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}

/** Words too common to stand for a skill on their own ("go", "rest", "prompt"...). */
const SKILL_STOP_WORDS = new Set(["go", "rest", "prompt", "self", "css"]);
const SKILL_ALIASES: Record<string, RegExp> = { Go: / (golang|go lang|go language|langage go|in go|en go) / };

function findSkill(text: string) {
  for (const category of skillCategories) {
    for (const skill of category.skills) {
      const alias = SKILL_ALIASES[skill.name];
      if (alias) {
        if (alias.test(text)) return { category, skill };
        continue;
      }
      // "Node.js" -> " node js "; also match the first word of multi-word names ("React & Remix" -> "react").
      const full = normalize(skill.name);
      const head = normalize(skill.name.split(/[ &(]/)[0]);
      const headWord = head.trim();
      if (text.includes(full)) return { category, skill };
      if (headWord.length >= 2 && !SKILL_STOP_WORDS.has(headWord) && text.includes(head)) return { category, skill };
    }
  }
  return undefined;
}

// ---------- Replies ----------

function replyProjectsList(lang: Language): string {
  const titles = projects.map((p) => p.text[lang].title);
  return t(lang, {
    en: `${firstName} has ${projects.length} featured projects: ${listJoin(titles, lang)}. Here is the list (ask me about any of them for details):`,
    fr: `${firstName} a ${projects.length} projets phares : ${listJoin(titles, lang)}. Voici la liste (demandez-moi les détails de l'un d'eux) :`,
  });
}

function replyProject(p: ProjectContent, lang: Language): string {
  const text = p.text[lang];
  const lines = [
    `${text.title} — ${p.isOpenSource ? t(lang, { en: "open source", fr: "open source" }) : t(lang, { en: "client project", fr: "projet client" })}`,
    text.description,
    text.extendedDescription,
  ];
  if (p.features[lang].length)
    lines.push(`${t(lang, { en: "Key features", fr: "Fonctionnalités clés" })}: ${p.features[lang].join("; ")}.`);
  if (p.tags.length) lines.push(`${t(lang, { en: "Stack", fr: "Stack" })}: ${p.tags.join(", ")}.`);
  if (isLink(p.githubUrl)) lines.push(`${t(lang, { en: "Code", fr: "Code" })}: ${p.githubUrl}`);
  if (isLink(p.liveUrl)) lines.push(`${t(lang, { en: "Live", fr: "En ligne" })}: ${p.liveUrl}`);
  return lines.join("\n");
}

function replyCategory(category: SkillCategory, lang: Language): string {
  const items = category.skills.map((s) => `${skillName(s, lang)} (${proficiencyLabel(s.proficiency, lang)})`);
  return `${category.label[lang]}: ${items.join(", ")}.`;
}

function replySkillsOverview(lang: Language): string {
  const lines = skillCategories.map((c) => `- ${c.label[lang]}: ${c.skills.map((s) => skillName(s, lang)).join(", ")}`);
  return [
    t(lang, { en: `${firstName}'s skills by category:`, fr: `Les compétences de ${firstName} par catégorie :` }),
    ...lines,
    t(lang, {
      en: `Ask about one category (e.g. "${skillCategories[0]?.label.en ?? "skills"}") for the levels.`,
      fr: `Demandez une catégorie (ex. « ${skillCategories[0]?.label.fr ?? "compétences"} ») pour les niveaux.`,
    }),
  ].join("\n");
}

function replyExperience(lang: Language): string {
  const head = `${profile.name} — ${profile.title[lang]}.`;
  if (!profile.facts.length) return [head, profile.about.intro[lang]].join("\n");
  // Plain spaces: French groups digits with a narrow no-break space.
  return [head, ...profile.facts.map((f) => `- ${factText(f, lang).replace(/\s/g, " ")}`)].join("\n");
}

function replyAbout(lang: Language): string {
  return [`${profile.name} — ${profile.title[lang]}.`, profile.description[lang], profile.about.intro[lang]].join("\n");
}

function replyContactInfo(lang: Language): string {
  return [
    t(lang, {
      en: `You can reach ${firstName} by e-mail at ${profile.email}.`,
      fr: `Vous pouvez joindre ${firstName} par e-mail à ${profile.email}.`,
    }),
    ...socialLines(lang),
    t(lang, {
      en: "Or type `contact` to send a message right from this terminal.",
      fr: "Ou tapez `contact` pour envoyer un message depuis ce terminal.",
    }),
  ].join("\n");
}

/** "GitHub: https://…", one line per link of the profile (only the kinds it has). */
function socialLines(lang: Language): string[] {
  return profile.socials.map((s) => {
    const name = s.label ?? (s.kind === "website" ? t(lang, { en: "Website", fr: "Site web" }) : SOCIAL_NAMES[s.kind]);
    return `${name}: ${s.kind === "email" ? socialDetail(s) : s.url}`;
  });
}

function replySocials(lang: Language): string {
  if (!profile.socials.length)
    return t(lang, {
      en: `${firstName} lists no links here; e-mail: ${profile.email}.`,
      fr: `${firstName} n'indique pas de liens ici ; e-mail : ${profile.email}.`,
    });
  return [t(lang, { en: `${firstName} online:`, fr: `${firstName} en ligne :` }), ...socialLines(lang)].join("\n");
}

function replyTerminal(lang: Language): string {
  return t(lang, {
    en: [
      "This terminal is a small fake OS. You can:",
      "- explore files with `ls -a`, `cd` and `cat`",
      "- change the look with `theme` (matrix, midnight, retro, hacker) and the language with `lang " + profile.languages.join("|") + "`",
      "- play `snake`, `hangman`, `brickbreaker`, `wordle`, or browse `games` (DOS and GBA emulators)",
      "- take on the hacking quest with `challenge`",
      `- create art with \`gen_image <prompt>\`, list \`projects\`, and write to ${firstName} with \`contact\``,
      "Type `help` for the full list, or just ask me anything.",
    ].join("\n"),
    fr: [
      "Ce terminal est un petit faux OS. Vous pouvez :",
      "- explorer les fichiers avec `ls -a`, `cd` et `cat`",
      "- changer l'apparence avec `theme` (matrix, midnight, retro, hacker) et la langue avec `lang " + profile.languages.join("|") + "`",
      "- jouer à `snake`, `hangman`, `brickbreaker`, `wordle`, ou parcourir `games` (émulateurs DOS et GBA)",
      "- relever la quête de hacking avec `challenge`",
      `- créer une image avec \`gen_image <description>\`, lister les \`projects\` et écrire à ${firstName} avec \`contact\``,
      "Tapez `help` pour la liste complète, ou posez-moi simplement une question.",
    ].join("\n"),
  });
}

/** A game command's display name, from the catalogue ("dos doom" is Doom). */
const GAME_NAMES: Record<string, string> = {
  ...MINI_GAME_NAMES,
  ...Object.fromEntries(Object.entries(DOS_GAMES).flatMap(([id, name]) => (id === DEMO_GAME_ID ? [] : [[`dos ${id}`, name]]))),
  gba: "GBA",
  dos: "DOS",
};

function replyGame(command: string, lang: Language): string {
  const name = GAME_NAMES[command] ?? command;
  if (command === "gba")
    return t(lang, {
      en: `Here are the Game Boy Advance games: type gba demo for the homebrew demo, or gba <game> for one ${firstName} installed.`,
      fr: `Voici les jeux Game Boy Advance : tapez gba demo pour la démo maison, ou gba <jeu> pour un jeu installé par ${firstName}.`,
    });
  if (command === "dos")
    return t(lang, {
      en: `Here are the DOS games: type dos demo for the homebrew demo, or dos <game> for one ${firstName} installed.`,
      fr: `Voici les jeux DOS : tapez dos demo pour la démo maison, ou dos <jeu> pour un jeu installé par ${firstName}.`,
    });
  if (command.startsWith("dos "))
    return t(lang, {
      en: `Launching ${name} in the DOS player (if ${firstName} installed it). Esc quits.`,
      fr: `Lancement de ${name} dans le lecteur DOS (si ${firstName} l'a installé). Échap pour quitter.`,
    });
  return t(lang, { en: `Launching ${name}. Good luck! Esc quits.`, fr: `Lancement de ${name}. Bonne chance ! Échap pour quitter.` });
}

// ---------- The rules, in priority order ----------

interface Rule {
  intent: Intent;
  match: (text: string) => boolean;
  answer: (text: string, lang: Language) => { reply: string; command?: string };
}

const wantsFrench = / (french|francais|francaise) /;
const wantsEnglish = / (english|anglais|anglaise) /;

const RULES: Rule[] = [
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

function unknownReply(lang: Language): string {
  // The example question names one of the owner's own categories.
  const category = skillCategories[0]?.label;
  const en = category ? `what are your ${category.en} skills?` : "what are your skills?";
  const fr = category ? `quelles sont tes compétences en ${category.fr} ?` : "quelles sont tes compétences ?";
  return t(lang, {
    en: `I'm not sure I understood. I can tell you about ${firstName}'s experience, skills, projects and how to get in touch, or help with the terminal: try "show me your projects", "${en}", "switch to the hacker theme" or type \`help\`.`,
    fr: `Je ne suis pas sûr d'avoir compris. Je peux parler de l'expérience, des compétences et des projets de ${firstName}, de la façon de prendre contact, ou vous aider avec le terminal : essayez « montre-moi tes projets », « ${fr} », « passe au thème hacker » ou tapez \`help\`.`,
  });
}

// ---------- Retrieval, entities, templates ----------

/** Common technologies a visitor may ask about; one the content never names gets "not listed". */
const COMMON_TECH: Array<[name: string, pattern: RegExp]> = [
  ["Rust", / rust /],
  ["Angular", / angular(js)? /],
  ["Swift", / swift(ui)? /],
  ["Java", / java /],
  ["Terraform", / terraform /],
  ["Ruby on Rails", / (ruby on rails|rails|ruby) /],
  ["Vue.js", / vue( js)? |vuejs /],
  ["Kotlin", / kotlin /],
  ["Flutter", / flutter /],
  ["Django", / django /],
  ["Svelte", / svelte(kit)? /],
  ["Laravel", / laravel /],
  ["PHP", / php /],
  ["C#", / (c#|csharp|c sharp) /],
  [".NET", / (dotnet|net core|asp net) /],
  ["Spring", / spring( boot)? /],
  ["Scala", / scala /],
  ["Elixir", / elixir /],
  ["Haskell", / haskell /],
  ["Unity", / unity /],
  ["WordPress", / wordpress /],
  ["Salesforce", / salesforce /],
  ["SAP", / sap /],
  ["Ember", / ember( js)? /],
  ["jQuery", / jquery /],
  ["MongoDB", / mongo(db)? /],
  ["Oracle", / oracle /],
  ["Azure", / azure /],
  ["Google Cloud", / (gcp|google cloud) /],
  ["React Native", / react native /],
  ["Objective-C", / objective c /],
  ["C++", / (c\+\+|cpp) /],
  ["Perl", / perl /],
  ["Solidity", / (solidity|blockchain|web3) /],
];

/** Everything the owner wrote, folded, to tell "not listed" from "listed". */
const CONTENT_TEXT = new WeakMap<Content, string>();
function contentText(content: Content): string {
  let text = CONTENT_TEXT.get(content);
  if (text === undefined) {
    const { skillCategories: s, projects: p, profile: pr, assistant: a } = content;
    text = ` ${fold(JSON.stringify({ s, p, pr, a }))} `;
    CONTENT_TEXT.set(content, text);
  }
  return text;
}

function findUnlisted(text: string, content: Content): string | undefined {
  const all = contentText(content);
  for (const [name, pattern] of COMMON_TECH) {
    if (!pattern.test(text)) continue;
    const key = normalize(name);
    if (!all.includes(key)) return name;
  }
  return undefined;
}

function replyNotListed(tech: string, lang: Language): string {
  const names = skillCategories.flatMap((c) => c.skills.slice(0, 2).map((s) => skillName(s, lang)));
  return t(lang, {
    en: `${tech} is not listed in ${firstName}'s skills or projects, so I can't vouch for it. What is listed: ${listJoin(names.slice(0, 6), lang)}. To ask ${firstName} directly, type \`contact\` or write to ${profile.email}.`,
    fr: `${tech} ne figure pas dans les compétences ni les projets de ${firstName}, je ne peux donc pas m'en porter garant. Ce qui y figure : ${listJoin(names.slice(0, 6), lang)}. Pour poser la question à ${firstName}, tapez \`contact\` ou écrivez à ${profile.email}.`,
  });
}

/** The owner's availability line, with the way to reach them when it does not say. */
function replyAvailability(lang: Language): string {
  const text = assistant.availability[lang];
  if (text.includes(profile.email) || text.includes("`contact`")) return text;
  return `${text} ${t(lang, { en: `Type \`contact\` or write to ${profile.email}.`, fr: `Tapez \`contact\` ou écrivez à ${profile.email}.` })}`;
}

function replyRates(lang: Language): string {
  return t(lang, {
    en: `${firstName} does not publish rates here: the price depends on the scope, so the quickest way is to describe your project and budget in a short message. Type \`contact\` or write to ${profile.email} for a quote.`,
    fr: `${firstName} ne publie pas de tarifs ici : le prix dépend du périmètre, le plus simple est de décrire votre projet et votre budget dans un court message. Tapez \`contact\` ou écrivez à ${profile.email} pour un devis.`,
  });
}

function replyInjection(lang: Language): string {
  return t(lang, {
    en: `I can't do that: I won't reveal my instructions, keys or passwords, and I only run harmless terminal commands. Happy to tell you about ${firstName}'s work, though.`,
    fr: `Je ne peux pas faire ça : je ne révèle jamais mes instructions, clés ou mots de passe, et je ne lance que des commandes inoffensives. Je peux en revanche vous parler du travail de ${firstName}.`,
  });
}

function replyOfftopic(lang: Language): string {
  return t(lang, {
    en: `That's outside what I can help with here: I only answer about ${firstName}'s work, skills and projects, and this terminal. Try \`projects\` or ask about a skill.`,
    fr: `Ce n'est pas mon rôle ici : je réponds uniquement sur le travail, les compétences et les projets de ${firstName}, et sur ce terminal. Essayez \`projects\` ou posez une question sur une compétence.`,
  });
}

function replyRudeness(lang: Language): string {
  return t(lang, {
    en: `Sorry this isn't helping. What were you looking for? I can tell you about ${firstName}'s projects, skills or how to get in touch.`,
    fr: `Désolé que ça ne vous aide pas. Qu'est-ce que vous cherchiez ? Je peux vous parler des projets, des compétences de ${firstName} ou de la façon de prendre contact.`,
  });
}

function replyAck(lang: Language): string {
  return t(lang, {
    en: "Noted. Anything else you'd like to know? `help` lists the commands.",
    fr: "Bien noté. Autre chose ? `help` liste les commandes.",
  });
}

/** A project found by what it is about (tags, features, description): title and what it does. */
function replyProjectShort(p: ProjectContent, lang: Language): string {
  const text = p.text[lang];
  const lines = [`${text.title}: ${text.description}`];
  if (p.tags.length) lines.push(`${t(lang, { en: "Stack", fr: "Stack" })}: ${p.tags.join(", ")}.`);
  lines.push(t(lang, { en: `Ask me about ${text.title} for details.`, fr: `Demandez-moi ${text.title} pour les détails.` }));
  return lines.join("\n");
}

/** The answer a retrieved document gives, in the asker's language. */
function replyFromDoc(hit: Hit, lang: Language): string | undefined {
  const { doc } = hit;
  switch (doc.kind) {
    case "project":
      return replyProjectShort(projects[doc.ref], lang);
    case "skill": {
      const category = skillCategories[doc.ref];
      const skill = category.skills[doc.sub as number];
      return `${skillName(skill, lang)} — ${proficiencyLabel(skill.proficiency, lang)} (${category.label[lang]}).`;
    }
    case "category":
      return replyCategory(skillCategories[doc.ref], lang);
    case "faq":
      return assistant.faq[doc.ref].answer[lang];
    case "knowledge":
      return assistant.knowledge[doc.ref][lang];
    case "availability":
      return replyAvailability(lang);
    case "basedIn":
      return assistant.basedIn[lang];
    case "fact":
      return replyExperience(lang);
    case "about": {
      const paragraphs = [profile.title, profile.description, profile.about.intro, ...profile.about.modalParagraphs];
      const card = profile.about.cards[doc.ref - paragraphs.length];
      const text = card ? `${card.title[lang]}: ${card.text[lang]}` : paragraphs[doc.ref][lang];
      return `${profile.name} — ${profile.title[lang]}.\n${text}`;
    }
    case "social":
      return replySocials(lang);
    case "command": {
      const command = commandsFor(profile.handle).find((c) => c.name === doc.sub);
      const help = command ? inLanguage(command.help, lang) : undefined;
      if (!help) return undefined;
      return t(lang, {
        en: `Type \`${help.usage}\`: ${help.summary.charAt(0).toLowerCase()}${help.summary.slice(1)}. \`help\` lists every command.`,
        fr: `Tapez \`${help.usage}\` : ${help.summary.charAt(0).toLowerCase()}${help.summary.slice(1)}. \`help\` liste toutes les commandes.`,
      });
    }
  }
}

/** Below this BM25 score a retrieved document is a guess, not an answer. */
const MIN_SCORE = 6;
/** When the question asks about work done, a project needs less to be the answer. */
const WORK_SCORE = 4.5;

/** Words that ask about work done ("have you built", "t'as bossé sur"): a project is the answer. */
const ASKS_FOR_WORK =
  / (built|build|made|make|done|did|worked|work for|work on|shipped|created|projects?|fait|construit|realise|bosse|travaille|projets?|cree|developpe) /;

/** The project the visitor means by its theme: the content's best match, or the best project when work is asked about. */
function projectByTheme(hits: Hit[], text: string, aboutOwner: boolean): ProjectContent | undefined {
  // The `projects` command's own help text says "projects": it answers nothing about a theme.
  const top = hits.find((h) => h.doc.kind !== "command");
  if (!top) return undefined;
  if (top.doc.kind === "project" && top.score >= MIN_SCORE) return projects[top.doc.ref];
  // "Who made this site?" asks about the owner, not a project.
  if (aboutOwner || !ASKS_FOR_WORK.test(text)) return undefined;
  // Work is asked about: the best project that shares a real word with the question.
  const project = hits.find((h) => h.doc.kind === "project" && h.score >= WORK_SCORE);
  return project ? projects[project.doc.ref] : undefined;
}

// ---------- Games, images, commands ----------

const NO_GAMES: InstalledGames = { dos: [], gba: [] };

/** A DOS or GBA game command only when its game is installed; else the catalogue (`dos`, `gba`). */
export function gameCommand(command: string, installed: InstalledGames): string {
  const dos = /^dos (\w+)$/.exec(command);
  if (dos && dos[1] !== DEMO_GAME_ID && !installed.dos.includes(dos[1])) return "dos";
  const gba = /^gba (\w+)$/.exec(command);
  if (gba && gba[1] !== DEMO_GAME_ID && !installed.gba.includes(gba[1])) return "gba";
  return command;
}

/** The picture asked for: "gen_image X", "generate an image of X", "draw me X", "dessine-moi X". */
function imagePrompt(message: string): string | undefined {
  const raw = message.trim().replace(/[.!?]+$/, "");
  const patterns = [
    /^gen_image\s+(.+)$/i,
    /\b(?:image|picture|photo|drawing|illustration)\s+(?:of|showing|with)\s+(.+)$/i,
    /\b(?:draw|paint|sketch)\s+(?:me\s+)?(.+)$/i,
    /\b(?:image|photo|illustration|dessin)\s+(?:d'|d’|de la |du |des |de |avec )\s*(.+)$/i,
    /\b(?:dessine|dessiner|peins|peindre)(?:[- ]moi)?\s+(.+)$/i,
  ];
  for (const re of patterns) {
    const m = re.exec(raw);
    if (m) {
      const prompt = m[1].replace(/\s+please$|\s+(s'il te plaît|s'il vous plaît|stp|svp)$/i, "").trim();
      if (prompt.length >= 2 && prompt.length <= 200) return prompt.toLowerCase();
    }
  }
  return undefined;
}

/**
 * Commands a rule may find from an incidental word: they run only when asked in so many words
 * (the others - a game, a theme, the form - are requests by the rule's own wording).
 */
const EXPLICIT: Array<[prefix: string, asked: RegExp]> = [
  [
    "projects",
    / (show|list|see|display|browse|montre|montrez|liste|lister|voir|affiche|what have you|what has|qu as tu|qu avez vous)|(projects|projets|portfolio) $/,
  ],
  [
    "lang ",
    / (speak|talk|answer|reply|respond|switch|change|set|use|parle|parles|parlez|passe|passer|mets|repond|reponds|repondre|utilise)|^ (in |en )?(french|english|francais|anglais)/,
  ],
];
const explicitlyAsked = (command: string, text: string) =>
  EXPLICIT.every(([prefix, asked]) => !command.startsWith(prefix) || asked.test(text));

// ---------- Follow-ups ----------

const turnText = (turn: HistoryTurn) => turn.content ?? turn.text ?? "";

/** The topic of the previous turns (newest first): a project, else a skill. */
function historyTopic(history: readonly HistoryTurn[]): { project?: ProjectContent; skill?: boolean } {
  for (let i = history.length - 1; i >= 0; i--) {
    const x = normalize(turnText(history[i]));
    const project = findProject(x);
    if (project) return { project };
    if (findSkill(x)) return { skill: true };
  }
  return {};
}

/** The skill named alone in "and Go?" / "et Kubernetes ?". */
function bareSkill(text: string) {
  const rest = text.replace(/^ (and|et|what about|how about|et en|and in|et pour|et niveau|et le|et la) /, " ").trim();
  for (const category of skillCategories)
    for (const skill of category.skills) {
      const names = [skill.name, skill.fr ?? "", skill.name.split(/[ &(]/)[0]].map((n) => normalize(n).trim()).filter(Boolean);
      if (names.includes(rest)) return { category, skill };
    }
  return undefined;
}

// ---------- Answering ----------

interface Options {
  commands: boolean;
  installed: InstalledGames;
  history: readonly HistoryTurn[];
}

type Partial_ = Omit<AssistantAnswer, "lang">;

function viaRules(text: string, lang: Language): Partial_ | undefined {
  for (const rule of RULES) {
    if (!rule.match(text)) continue;
    const { reply, command } = rule.answer(text, lang);
    return command === undefined ? { intent: rule.intent, reply } : { intent: rule.intent, reply, command };
  }
  return undefined;
}

/** One question: scored guards, entities, follow-up, then the intent rules, then retrieval. */
function answerOne(message: string, lang: Language, options: Options, repaired = false): Partial_ {
  const content = groundedOn!;
  const text = normalize(message);

  const prompt = imagePrompt(message);
  if (prompt && options.commands)
    return {
      intent: "image",
      reply: t(lang, { en: `Generating an image of "${prompt}"…`, fr: `Je génère une image : « ${prompt} »…` }),
      command: `gen_image ${prompt}`,
    };

  const scored = classify(message);
  const wordCount = text.trim().split(" ").length;
  if (scored.confident && scored.intent === "injection") return { intent: "injection", reply: replyInjection(lang) };

  const unlisted = findUnlisted(text, content);
  if (unlisted && !findSkill(text) && !findProject(text))
    return { intent: "notListed", reply: replyNotListed(unlisted, lang), unanswered: true };

  if (scored.confident) {
    if (scored.intent === "rudeness") return { intent: "rudeness", reply: replyRudeness(lang) };
    if (scored.intent === "offtopic") return { intent: "offtopic", reply: replyOfftopic(lang) };
    if (scored.intent === "rates") return { intent: "rates", reply: replyRates(lang) };
    if (scored.intent === "ack" && wordCount <= 4) return { intent: "ack", reply: replyAck(lang) };
  }

  // A follow-up: few words, no project of its own, the previous turns name one.
  if (options.history.length && wordCount <= 8 && !findProject(text)) {
    const skill = bareSkill(text);
    if (skill)
      return {
        intent: "skills",
        reply: `${skillName(skill.skill, lang)} — ${proficiencyLabel(skill.skill.proficiency, lang)} (${skill.category.label[lang]}).`,
      };
    const topic = historyTopic(options.history);
    const ruleCommand = viaRules(text, lang)?.command;
    // A rule's command is a request of its own ("play snake"), except the list a word like "client" finds.
    if (
      topic.project &&
      (ruleCommand === undefined || ruleCommand === "projects") &&
      !/ (her|him|them|elle|lui|contact|joindre|remote|distance|teletravail) /.test(text)
    )
      return { intent: "followup", reply: replyProject(topic.project, lang) };
  }

  const hits = contentIndex(content).search(message);
  let ruled = viaRules(text, lang);

  if (
    ruled &&
    scored.confident &&
    scored.intent === "hire" &&
    ["help", "terminal", "about", "experience", "projects", "socials", "greeting"].includes(ruled.intent)
  )
    ruled = { intent: "hire", reply: replyAvailability(lang) };
  if (!ruled && scored.confident && scored.intent === "hire") ruled = { intent: "hire", reply: replyAvailability(lang) };

  // A project asked for by its theme, where a rule only saw an incidental word.
  const themed = findProject(text) ? undefined : projectByTheme(hits, text, ruled?.intent === "about");
  if (themed && (!ruled || ["projects", "socials", "hire", "experience", "about", "skills"].includes(ruled.intent))) {
    if (!(ruled?.intent === "skills" && findSkill(text) && !/ (projects?|projets?|built|fait|construit|used|utilise) /.test(text)))
      return { intent: "projectTheme", reply: replyProjectShort(themed, lang) };
  }

  // "Which projects use Redis?": the projects the content ties to the rest of the question.
  if (ruled?.intent === "projects") {
    const best = hits.find((h) => h.doc.kind === "project")?.score ?? 0;
    const floor = Math.max(MIN_SCORE, best * 0.6);
    const matching = [...new Set(hits.filter((h) => h.doc.kind === "project" && h.score >= floor).map((h) => h.doc.ref))];
    if (matching.length && matching.length < projects.length)
      return { intent: "projectTheme", reply: matching.map((ref) => replyProjectShort(projects[ref], lang)).join("\n\n") };
  }

  if (ruled) {
    if (ruled.command) {
      const command = gameCommand(ruled.command, options.installed);
      const asked = explicitlyAsked(command, text);
      // "Switching to English." is no answer to "do you work in English?": let retrieval answer.
      if (!asked && ruled.intent === "language") ruled = undefined;
      else if (!asked) return { intent: ruled.intent, reply: ruled.reply };
      // In a long message nothing runs: "Launching snake" would be a promise the terminal does not keep.
      else if (!options.commands)
        return {
          intent: ruled.intent,
          reply:
            ruled.intent === "projects"
              ? ruled.reply.replace(/[^.!]*:\s*$/, "").trim()
              : t(lang, { en: `For that, type \`${command}\`.`, fr: `Pour cela, tapez \`${command}\`.` }),
        };
    }
  }
  if (ruled) {
    if (ruled.command) {
      const command = gameCommand(ruled.command, options.installed);
      if (!isAllowedCommand(command)) return { intent: ruled.intent, reply: ruled.reply };
      return { ...ruled, command, reply: command === ruled.command ? ruled.reply : replyGame(command, lang) };
    }
    return ruled;
  }

  if (!repaired) {
    const vocabulary = spellingVocabulary(content);
    const fixed = correct(message, vocabulary.words, vocabulary.byLength);
    if (fixed !== fold(message)) return answerOne(fixed, lang, options, true);
  }

  // A command's help answers "how do I ...?", not any question sharing a word with it ("get").
  const asksHow = HOW_TO.test(normalize(message));
  const top = hits.find((h) => asksHow || h.doc.kind !== "command");
  if (top && top.score >= MIN_SCORE) {
    const reply = replyFromDoc(top, lang);
    if (reply) return { intent: "retrieved", reply };
  }
  return { intent: "unknown", reply: unknownReply(lang), unanswered: true };
}

const HOW_TO = / (how|comment|command|commande|type|taper|tape|can i|could i|puis je|peut on|on peut|est ce qu on) /;

const VOCABULARIES = new WeakMap<Content, { words: Set<string>; byLength: Map<number, string[]> }>();
/** What spelling repair may correct to: the content's words, the phrasings' and the rules' keywords. */
function spellingVocabulary(content: Content) {
  let vocabulary = VOCABULARIES.get(content);
  if (!vocabulary) {
    const words = new Set([...contentIndex(content).vocabulary, ...INTENT_VOCABULARY, ...RULE_WORDS, ...FR_WORDS, ...EN_WORDS]);
    const byLength = new Map<number, string[]>();
    for (const word of words) {
      if (word.length < 3) continue;
      byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    }
    vocabulary = { words, byLength };
    VOCABULARIES.set(content, vocabulary);
  }
  return vocabulary;
}

/** The words the rules listen for, so a typo of one is repaired to it. */
const RULE_WORDS = (
  "show projects project skills skill contact available availability freelance know kubernetes python competences competence " +
  "projets projet montre contacter disponible mission missions connais experience theme themes games jeux play jouer help aide " +
  "email github linkedin twitch hire hiring stack frameworks tools outils about where based location years annees"
).split(" ");

const LONG_MESSAGE = 300;
/** "how many years ..., and how strong is your Python?": two questions in one sentence. */
const SECOND_QUESTION =
  /,? (?:and|et) (?=(?:how|what|are|would|do|did|can|is|where|when|which|est ce|quel|quelle|quels|comment|ou|seriez|pourriez|avez|etes)\b)/i;

/**
 * Answers a visitor's free text. Pure and deterministic: same input, same answer.
 * `history` is the visitor's previous turns (oldest first) for follow-ups; `installed` the games
 * the server has, so a named game is launched only when present.
 */
export function answerBuiltin(
  message: string,
  interfaceLang: Language = "en",
  history: readonly HistoryTurn[] = [],
  installed: InstalledGames = NO_GAMES,
): AssistantAnswer {
  ground(getContent());
  const lang = detectLanguage(message, interfaceLang);
  const questions = (message.match(/\?/g) ?? []).length;
  if (message.length > LONG_MESSAGE || questions >= 3) {
    // Several questions: answer up to three, run nothing.
    const parts = splitQuestions(message, 3).flatMap((q) =>
      q
        .split(SECOND_QUESTION)
        .filter((part) => part.trim() !== "")
        .map((part) => answerOne(part, lang, { commands: false, installed, history })),
    );
    const useful = parts.filter((p) => p.intent !== "unknown" && p.intent !== "ack");
    const replies = [...new Set(useful.map((p) => p.reply))];
    const closing = t(lang, {
      en: `To go further, type \`contact\` or write to ${profile.email}.`,
      fr: `Pour aller plus loin, tapez \`contact\` ou écrivez à ${profile.email}.`,
    });
    const answer: AssistantAnswer = { intent: "multi", lang, reply: [...replies, closing].join("\n\n") };
    if (!useful.length || useful.some((p) => p.unanswered)) answer.unanswered = true;
    return answer;
  }
  const one = answerOne(message, lang, { commands: true, installed, history });
  return { ...one, lang };
}
