/**
 * What a visitor asks for, as data: per intent, the cue phrases that say it (folded, "|"-separated),
 * the entity it is about, the feature gates it needs, and example phrasings in both languages.
 * ./requests.ts scores every row against a message; none is tried before another. Adding a way of
 * asking is adding a cue or a phrasing here; adding an intent is a row here and a template in
 * ./request-replies.ts.
 */
import type { Intent } from "./types";

/** What ./entities.ts extracts from a message. */
export type EntityKind = "language" | "theme" | "game" | "project" | "faq" | "skill" | "owner";

export interface RequestRow {
  intent: Intent;
  /** Phrases that say it; each one present adds `weight`. */
  cues: string;
  /** Per cue found (4 unless said): small talk weighs less, as it mostly opens another question. */
  weight?: number;
  /** The entity this intent is about: its presence adds its weight (./requests.ts). */
  entity?: EntityKind;
  /** The row counts only with its entity. */
  needsEntity?: true;
  /** Every group ("a|b") must be present for the row to count. */
  needs?: string[];
  /** Phrases that rule the row out ("theme hospital" is a game, not a theme). */
  unless?: string;
  /** The row counts only in messages this short. */
  maxWords?: number;
  examples: string[];
}

/** Every "first second third" phrase ("are you a bot", "t es un robot"): cues written once per word. */
function phrases(firsts: string[], seconds: string[], thirds: string[]): string {
  const lasts = thirds.flatMap((t) => t.split("|"));
  return firsts.flatMap((a) => seconds.flatMap((b) => lasts.map((c) => `${a} ${b}${c}`))).join("|");
}

export const REQUEST_TABLE: RequestRow[] = [
  {
    intent: "language",
    cues: "speak|speaks|talk|answer|reply|respond|switch|change|set|use|parle|parles|parlez|parler|passe|passer|mets|mettre|changer|repond|reponds|repondre|utilise|language|langue",
    entity: "language",
    needsEntity: true,
    examples: [
      "Please speak French",
      "switch to English",
      "in French please",
      "Parle en anglais s'il te plaît",
      "réponds en français",
      "en anglais stp",
    ],
  },
  {
    intent: "image",
    cues: "image|images|picture|pictures|photo|drawing|draw|paint|dessine|dessiner|dessin|illustration|gen image",
    examples: ["Can you make a picture?", "draw something", "can you generate images", "tu peux dessiner ?", "fais-moi une image"],
  },
  {
    intent: "theme",
    cues: "theme|themes|colour|colours|color|colors|couleur|couleurs|apparence|skin",
    entity: "theme",
    needs: ["theme|themes|colour|colours|color|colors|couleur|couleurs|apparence|skin"],
    unless: "theme hospital|themehospital",
    examples: [
      "Switch to the hacker theme",
      "Which themes do you have?",
      "change the colors",
      "which colours are available",
      "what colors are available?",
      "Passe au thème hacker",
      "quelles couleurs sont disponibles ?",
      "quels thèmes as-tu ?",
    ],
  },
  {
    // "dark mode" alone is not a theme; "hacker mode" is.
    intent: "theme",
    cues: "mode",
    entity: "theme",
    needsEntity: true,
    examples: ["hacker mode", "mode rétro"],
  },
  {
    intent: "clear",
    cues: "clear|clean|efface|effacer|nettoie|nettoyer|vide|vider|screen|ecran",
    needs: ["clear|clean|efface|effacer|nettoie|nettoyer|vide|vider", "screen|terminal|console|ecran"],
    examples: ["Clear the screen please", "clean the terminal", "efface l'écran", "vide la console"],
  },
  {
    intent: "faq",
    cues: "",
    entity: "faq",
    needsEntity: true,
    examples: [],
  },
  {
    intent: "projectDetail",
    cues: "",
    entity: "project",
    needsEntity: true,
    examples: [],
  },
  {
    intent: "playGame",
    cues: "play|playing|launch|start|run|open|jouer|joue|lance|lancer|ouvre",
    weight: 1,
    entity: "game",
    needsEntity: true,
    examples: ["I want to play snake", "Let's play hangman", "Je veux jouer au serpent", "Lance wordle"],
  },
  {
    intent: "games",
    cues: "game|games|jeu|jeux|jouer|joue|play|playing|arcade|emulator|emulators|emulateur|emulateurs|emulation|s amuser|fun|marrant|amusant|rigolo",
    // "what do you do for fun?" asks about the owner, not for the arcade.
    unless:
      "funny|drole|for fun|you do for fun|she do for fun|he do for fun|pour le plaisir|hobby|hobbies|loisirs|passe temps|pour t amuser|pour s amuser",
    examples: ["What games can I play?", "are there any games", "Quels jeux y a-t-il ?", "on peut jouer à quoi ?"],
  },
  {
    intent: "questHint",
    cues: "password|passwords|mot de passe|mdp|token|jeton|recovery|phrase de recuperation|flag|solution|api key|cle d api|hint|hints|indice|indices|stuck|bloque|bloquee|coince|coincee|next step|etape suivante|prochaine etape",
    weight: 5,
    needs: [
      "password|passwords|mot de passe|mdp|token|jeton|recovery|phrase de recuperation|flag|solution|api key|cle d api|challenge|defi|quest|quete|hack|hacking|pirater|secret|secrets|sudo|root|puzzle|enigme|ctf",
      "password|passwords|mot de passe|mdp|token|jeton|recovery|phrase de recuperation|flag|solution|api key|cle d api|hint|hints|indice|indices|stuck|bloque|bloquee|coince|coincee|next step|etape suivante|prochaine etape|answer|reponse|help me|aide moi|aidez moi",
    ],
    examples: [
      "I'm stuck on the challenge, give me a hint",
      "What is the sudo password?",
      "Je suis bloqué dans la quête, un indice ?",
      "Quel est le mot de passe root ?",
    ],
  },
  {
    intent: "quest",
    cues: "challenge|defi|quest|quete|hack|hacking|pirater|secret|secrets|sudo|root|puzzle|enigme|ctf|easter egg|easter eggs",
    examples: [
      "How do I start the hacking challenge?",
      "is there a secret here?",
      "C'est quoi le défi de hacking ?",
      "il y a des easter eggs ?",
    ],
  },
  {
    intent: "help",
    cues: [
      "help|aide|aidez|command|commands|commande|commandes|usage|manual|manuel|mode d emploi",
      phrases(["what can"], ["i "], ["type|run"]),
      phrases(["que"], ["puis je ", "peux je ", "je peux "], ["taper|lancer"]),
    ].join("|"),
    examples: ["Help", "What commands are there?", "Aide", "quelles commandes existent ?"],
  },
  {
    intent: "about",
    cues: "who made|who built|who created|who developed|who designed|who owns|qui a fait|qui a cree|qui a construit|qui a developpe|qui a concu|what do you do|what does she do|what does he do|what does they do|tu fais quoi dans la vie|que fais tu|who is|who are|qui est|qui es|qui etes|about you|about her|about him|about them|about the owner|yourself|presente toi|presentez vous|parle moi de toi|parle moi d elle|parlez moi de|bio|biography|biographie|owner|proprietaire",
    entity: "owner",
    examples: [
      "Who are you?",
      "Who made this site?",
      "Tell me about yourself",
      "who is behind this portfolio",
      "is the person who built this a designer?",
      "Qui es-tu ?",
      "présente-toi",
      "qui a fait ce site ?",
      "qui se cache derrière ce portfolio",
    ],
  },
  {
    intent: "terminal",
    cues: "terminal|console|shell|features|fonctionnalites|possibilites|what is this|what s this|what is here|what s here|what can you do|what can this do|c est quoi ici|tu sers a quoi|que peux tu faire|how does this work|how does it work|how does the terminal work|comment ca marche|comment ca fonctionne|comment ce site marche|comment le terminal marche|comment ce terminal marche|comment ce site fonctionne|comment le terminal fonctionne|comment ce terminal fonctionne",
    examples: [
      "What can I do in this terminal?",
      "How does this work?",
      "what is this site?",
      "Comment ça marche ?",
      "que peut-on faire ici ?",
      "c'est quoi ce site ?",
    ],
  },
  {
    intent: "contactForm",
    cues: "form|formulaire|send|envoyer|envoie|write|ecrire|ecris|leave|laisser|laisse|drop",
    needs: [
      "form|formulaire|send|envoyer|envoie|write|ecrire|ecris|leave|laisser|laisse|drop",
      "form|formulaire|message|mail|email|e mail|note|mot|line",
    ],
    examples: [
      "Open the contact form",
      "I'd like to send you a message",
      "Ouvre le formulaire de contact",
      "Je voudrais t'envoyer un message",
    ],
  },
  {
    intent: "hire",
    // "available" / "disponible" say hiring when the owner is their subject ("which themes are available" does not).
    cues: "hire|hiring|freelance|freelancer|are you available|you available|is she available|is he available|are they available|available for|available to|available from|available as|available now|availability|es tu disponible|tu es disponible|t es disponible|etes vous disponible|vous etes disponible|est elle disponible|elle est disponible|est il disponible|disponible pour|es tu dispo|tu es dispo|t es dispo|etes vous dispo|elle est dispo|il est dispo|est il dispo|est elle dispo|il est disponible|dispo pour|disponibilite|mission|missions|recruter|recrute|embaucher|embauche|job|jobs|cdi|contract|contrat|rates|tarif|tarifs|devis|quote|collaborate|collaboration|collaborer|work with|work together|work for|travailler avec|travailler ensemble|travailler pour",
    examples: [
      "Are you available for freelance work?",
      "can we hire you",
      "we'd like to work with you on our project",
      "Es-tu disponible pour une mission ?",
      "on peut travailler ensemble ?",
      "on aimerait travailler avec toi sur notre projet",
    ],
  },
  {
    intent: "contactInfo",
    cues: "contact|contacter|contacte|reach|joindre|email|e mail|mail|courriel|get in touch|en contact|coordonnees|phone|telephone|meet|meet up|grab a coffee|a coffee|video call|rencontrer|se voir|se rencontrer|un cafe|boire un cafe|visio",
    examples: ["How can I contact you?", "what's your email", "Comment te contacter ?", "quel est ton e-mail ?"],
  },
  {
    intent: "socials",
    cues: [
      "github|gitlab|twitter|x com|twitch|linkedin|mastodon|bluesky|youtube|social|socials|social media|social network|social networks|reseaux sociaux|reseaux|stream|streams|streaming|streamer|chaine|source code|code source|repo|repos|repository|repositories|depot|depots",
      phrases(["see", "read", "voir", "lire"], ["her ", "his ", "your ", "ton ", "son ", "the ", "le "], ["code"]),
    ].join("|"),
    examples: ["Where is your GitHub?", "Where can I see her code?", "tes réseaux sociaux ?", "où voir ton code ?"],
  },
  {
    intent: "projects",
    cues: [
      "project|projects|projet|projets|portfolio|realisation|realisations|side project|side projects|open source|opensource|client|clients|case studies|references",
      phrases(["what"], ["have you ", "has she ", "has he ", "did you "], ["built|build|made|make|done|created"]),
      phrases(["as", "avez", "a t"], ["tu ", "vous ", "elle ", "il "], ["construit|fait|cree|realise"]),
    ].join("|"),
    examples: ["Show me your projects", "What have you built?", "Montre-moi tes projets", "qu'as-tu réalisé ?"],
  },
  {
    intent: "identity",
    cues: [
      phrases(
        ["are you", "r u", "es tu", "t es", "etes vous", "tu es"],
        ["", "a ", "an ", "un ", "une ", "a real ", "vraiment ", "real "],
        ["ai|ia|bot|robot|human|humain|humaine|chatbot|gpt|llm|machine|real|person|personne"],
      ),
      "your name|ton nom|votre nom|t appelles|vous appelez|who am i talking|a qui je parle",
    ].join("|"),
    examples: ["Are you an AI?", "are you a real person?", "Es-tu une IA ?", "tu es un robot ?"],
  },
  {
    intent: "skills",
    cues: "skill|skills|competence|competences|stack|tech|techs|techno|technos|technologies|technology|technologie|programming|langage|langages|framework|frameworks|tools|outils|expertise|maitrise|maitrises|know|knows|connais|connait|savoir faire|good at|fort|forte|speciality|specialty|specialities|specialite|specialites",
    entity: "skill",
    examples: ["What are your skills?", "Do you know Python?", "Quelles sont tes compétences ?", "Tu connais Docker ?"],
  },
  {
    intent: "experience",
    cues: "experience|experienced|year|years|ans|annees|since|depuis|career|carriere|background|parcours|cv|resume|self taught|autodidacte|senior|seniorite|how long|combien de temps",
    examples: [
      "How many years of experience do you have?",
      "what's your background",
      "Combien d'années d'expérience as-tu ?",
      "ton parcours ?",
    ],
  },
  {
    intent: "location",
    cues: "where are you|where is she|where is he|where do you live|where does she live|where does he live|where do they live|where does she work from|where does he work from|where is your home|ou habites tu|ou habite tu|ou vis tu|ou es tu|ou est elle|ou etes vous|based|location|city|ville|remote|teletravail|a distance|country|pays|habite|habites|habitez",
    examples: ["Where are you based?", "which city do you live in", "Où habites-tu ?", "tu es basée où ?"],
  },
  {
    intent: "weather",
    cues: "weather|meteo|forecast|prevision|previsions|temperature|rain|pluie",
    examples: ["What's the weather in Paris?", "Quelle météo demain ?"],
  },
  {
    intent: "time",
    cues: "what time|what s the time|what day|today s date|quelle heure|quel jour|quelle date|date du jour",
    examples: ["What time is it?", "Quelle heure est-il ?"],
  },
  {
    intent: "joke",
    cues: "joke|jokes|blague|blagues|funny|drole|make me laugh|fais moi rire",
    examples: ["Tell me a joke", "Raconte-moi une blague"],
  },
  {
    intent: "howAreYou",
    cues: "how are you|how s it going|how are things|how do you do|ca va|comment vas tu|comment allez vous|tu vas bien|vous allez bien",
    // A question: it outweighs the greeting it comes with.
    weight: 3,
    examples: ["How are you?", "Ça va ?"],
  },
  {
    intent: "thanks",
    cues: "thanks|thank you|thx|ty|merci",
    weight: 2,
    examples: ["Thanks!", "Merci beaucoup"],
  },
  {
    intent: "compliment",
    cues: "cool|nice|great|awesome|amazing|impressive|love|super|genial|parfait|perfect|j adore|impressionnant|bravo|wow|excellent|top|chouette|magnifique|beautiful|beau",
    weight: 2,
    maxWords: 4,
    examples: ["I love this", "C'est génial"],
  },
  {
    intent: "goodbye",
    cues: "bye|goodbye|see you|later|ciao|au revoir|aurevoir|a plus|a bientot|bonne journee|bonne soiree",
    // The closing word of "thanks, bye": it outweighs the thanks.
    weight: 3,
    examples: ["Goodbye", "À bientôt"],
  },
  {
    intent: "greeting",
    cues: "hello|hi|hey|yo|hiya|sup|what s up|whats up|good morning|good evening|good afternoon|greetings|bonjour|salut|coucou|bonsoir|hola|wesh|quoi de neuf|my name is|i m called|je m appelle",
    weight: 2,
    examples: ["Hello!", "Bonjour !"],
  },
];
