/**
 * What the terminal assistant knows and says about the owner, beyond the
 * profile, skills and projects it already reads. Used by the built-in
 * assistant (no API key) and in the model's system prompt (with a key).
 * Server-only by use: nothing in the browser bundle imports this file.
 */
import { profile } from "./profile";
import type { AssistantContent } from "./types";

const firstName = profile.name.split(" ")[0];

export const assistant: AssistantContent = {
  aliases: ["clara", "clad"],
  availability: {
    en: `${firstName} is open to freelance missions, consulting and the right full-time role (${profile.location.en}). The quickest way to start is a short message: type \`contact\` or write to ${profile.email}.`,
    fr: `${firstName} est ouverte aux missions freelance, au conseil et au bon poste à temps plein (${profile.location.fr}). Le plus simple pour commencer : un court message, tapez \`contact\` ou écrivez à ${profile.email}.`,
  },
  basedIn: {
    en: `${firstName} is based in ${profile.location.en}.`,
    fr: `${firstName} est basée à ${profile.location.fr}.`,
  },
  knowledge: [
    {
      en: `${firstName} streams live coding on Twitch most Thursdays (evenings, Paris time), often about AI agents and tool calling.`,
      fr: `${firstName} fait des lives de code sur Twitch presque tous les jeudis (le soir, heure de Paris), souvent sur les agents IA et les appels d'outils.`,
    },
    {
      en: `${firstName} works in English and French.`,
      fr: `${firstName} travaille en anglais et en français.`,
    },
  ],
  faq: [
    {
      keywords: [
        "stream schedule",
        "next stream",
        "when do you stream",
        "when is the stream",
        "prochain live",
        "quand streames",
        "horaires des lives",
      ],
      question: { en: "When do you stream?", fr: "Quand fais-tu des lives ?" },
      answer: {
        en: `Most Thursdays in the evening (Paris time), on Twitch: ${profile.socials.twitch}`,
        fr: `Presque tous les jeudis en soirée (heure de Paris), sur Twitch : ${profile.socials.twitch}`,
      },
    },
  ],
};
