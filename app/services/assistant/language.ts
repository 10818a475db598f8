/**
 * The visitor's language per message (French or English by the words it uses, the interface
 * language when nothing tells), and the padded normalisation the entity detectors match on.
 */
import type { Language } from "~/content/types";

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

export const FR_WORDS = new Set(
  (
    "je j tu vous il elle nous on est es suis sont ai a les des une le la du au aux ce cet cette ces quoi quel quelle quels quelles " +
    "comment pourquoi qui que qu ou bonjour salut coucou bonsoir merci projets projet competences competence montre montrez moi toi " +
    "ton ta tes votre vos peux peut pouvez veux voudrais jouer jeu jeux passe mets avec pour dans sur pas ne n expérience experience " +
    "contacter ecrire aide langue francais anglais genere dessine blague ca va et parle parlez fais fait faire annees ans depuis " +
    "travail travailles travaille sais connais mon ma mes son sa ses leurs leur lui y en c l quoi oui non stp svp plait " +
    "un accord entendu compris nickel voila alors donc bref carrement franchement vraiment trop bien nul " +
    "un bosses bosse bosser truc perdu perdue paume lit lire fichier partie affiche liste niveau habites habite fais faites as avez deja tjm " +
    "formulaire message envoyer efface ecran theme couleur defi quete indice bloque aurevoir revoir bientot serpent pendu " +
    "casse briques lance lancer ouvre ouvrir realisations disponible embauche recrute outils ia cree creer une donne dis raconte habite vis " +
    "aise base bases donnees"
  ).split(" "),
);
export const EN_WORDS = new Set(
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
