/** Bilingual templates: each intent's answer, written from the grounded content. */
import { factText, skillName, type Language, type ProjectContent, type SkillCategory } from "~/content/types";
import { inLanguage } from "~/i18n/config";
import { PROJECT_KIND_LABELS } from "~/content/project-kinds";
import { SOCIAL_NAMES, socialDetail } from "~/content/socials";
import { commandsFor } from "~/terminal/engine/commands";
import { THEME_NAMES } from "~/terminal/catalog";
import type { Hit } from "./content-index.server";
import { MINI_GAME_IDS } from "./catalog-entities";
import { assistant, firstName, isLink, listJoin, proficiencyLabel, profile, projects, skillCategories, t } from "./grounding";

/** The theme the examples suggest: the catalogue's last (its darkest today). */
export const DARKEST_THEME = THEME_NAMES[THEME_NAMES.length - 1];

// ---------- Replies ----------

/** The projects in the order the visitor sees them (`projects` prints the same order): ordinals point into it. */
export function replyProjectsList(lang: Language): string {
  const titles = projects.map((p, i) => `${i + 1}. ${(p.text[lang] ?? p.text.en).title}`);
  if (projects.length === 1)
    return t(lang, {
      en: `${firstName} has one featured project: ${titles[0]}. Ask me about it for details.`,
      fr: `${firstName} a un projet phare\u00a0: ${titles[0]}. Demandez-moi les détails.`,
    });
  return t(lang, {
    en: `${firstName} has ${projects.length} featured projects: ${titles.join(", ")}. Ask me about any of them (e.g. "the second one").`,
    fr: `${firstName} a ${projects.length} projets phares\u00a0: ${titles.join(", ")}. Demandez-moi l'un d'eux (ex. «\u00a0le deuxième\u00a0»).`,
  });
}

export function replyProject(p: ProjectContent, lang: Language): string {
  const text = p.text[lang];
  const lines = [`${text.title} — ${t(lang, PROJECT_KIND_LABELS[p.kind])}`, text.description, text.extendedDescription];
  if (p.features[lang].length)
    lines.push(`${t(lang, { en: "Key features", fr: "Fonctionnalités clés" })}: ${p.features[lang].join("; ")}.`);
  if (p.tags.length) lines.push(`${t(lang, { en: "Stack", fr: "Stack" })}: ${p.tags.join(", ")}.`);
  if (isLink(p.githubUrl)) lines.push(`${t(lang, { en: "Code", fr: "Code" })}: ${p.githubUrl}`);
  if (isLink(p.liveUrl)) lines.push(`${t(lang, { en: "Live", fr: "En ligne" })}: ${p.liveUrl}`);
  return lines.join("\n");
}

export function replyCategory(category: SkillCategory, lang: Language): string {
  const items = category.skills.map((s) => `${skillName(s, lang)} (${proficiencyLabel(s.proficiency, lang)})`);
  return `${category.label[lang]}: ${items.join(", ")}.`;
}

export function replySkillsOverview(lang: Language): string {
  const lines = skillCategories.map((c) => `- ${c.label[lang]}: ${c.skills.map((s) => skillName(s, lang)).join(", ")}`);
  return [
    t(lang, { en: `${firstName}'s skills by category:`, fr: `Les compétences de ${firstName} par catégorie\u00a0:` }),
    ...lines,
    t(lang, {
      en: `Ask about one category (e.g. "${skillCategories[0]?.label.en ?? "skills"}") for the levels.`,
      fr: `Demandez une catégorie (ex. «\u00a0${skillCategories[0]?.label.fr ?? "compétences"}\u00a0») pour les niveaux.`,
    }),
  ].join("\n");
}

export function replyExperience(lang: Language): string {
  const head = `${profile.name} — ${profile.title[lang]}.`;
  if (!profile.facts.length) return [head, profile.about.intro[lang]].join("\n");
  // Plain spaces: French groups digits with a narrow no-break space.
  return [head, ...profile.facts.map((f) => `- ${factText(f, lang).replace(/\s/g, " ")}`)].join("\n");
}

export function replyAbout(lang: Language): string {
  return [`${profile.name} — ${profile.title[lang]}.`, profile.description[lang], profile.about.intro[lang]].join("\n");
}

export function replyContactInfo(lang: Language): string {
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
export function socialLines(lang: Language): string[] {
  return profile.socials.map((s) => {
    const name = s.label ?? (s.kind === "website" ? t(lang, { en: "Website", fr: "Site web" }) : SOCIAL_NAMES[s.kind]);
    return `${name}: ${s.kind === "email" ? socialDetail(s) : s.url}`;
  });
}

export function replySocials(lang: Language): string {
  if (!profile.socials.length)
    return t(lang, {
      en: `${firstName} lists no links here; e-mail: ${profile.email}.`,
      fr: `${firstName} n'indique pas de liens ici\u00a0; e-mail\u00a0: ${profile.email}.`,
    });
  return [t(lang, { en: `${firstName} online:`, fr: `${firstName} en ligne\u00a0:` }), ...socialLines(lang)].join("\n");
}

export function replyTerminal(lang: Language): string {
  const themes = THEME_NAMES.join(", ");
  const games = MINI_GAME_IDS.map((id) => `\`${id}\``).join(", ");
  return t(lang, {
    en: [
      "This terminal is a small fake OS. You can:",
      "- explore files with `ls -a`, `cd` and `cat`",
      `- change the look with \`theme\` (${themes}) and the language with \`lang ${profile.languages.join("|")}\``,
      `- play ${games}, or browse \`games\` (DOS and GBA emulators)`,
      "- take on the hacking quest with `challenge`",
      `- create art with \`gen_image <prompt>\`, list \`projects\`, and write to ${firstName} with \`contact\``,
      "Type `help` for the full list, or just ask me anything.",
    ].join("\n"),
    fr: [
      "Ce terminal est un petit faux OS. Vous pouvez :",
      "- explorer les fichiers avec `ls -a`, `cd` et `cat`",
      `- changer l'apparence avec \`theme\` (${themes}) et la langue avec \`lang ${profile.languages.join("|")}\``,
      `- jouer à ${games}, ou parcourir \`games\` (émulateurs DOS et GBA)`,
      "- relever la quête de hacking avec `challenge`",
      `- créer une image avec \`gen_image <description>\`, lister les \`projects\` et écrire à ${firstName} avec \`contact\``,
      "Tapez `help` pour la liste complète, ou posez-moi simplement une question.",
    ].join("\n"),
  });
}

export function unknownReply(lang: Language): string {
  // The example question names one of the owner's own categories.
  const category = skillCategories[0]?.label;
  const en = category ? `what are your ${category.en} skills?` : "what are your skills?";
  const fr = category ? `quelles sont tes compétences en ${category.fr} ?` : "quelles sont tes compétences ?";
  return t(lang, {
    en: `I'm not sure I understood. I can tell you about ${firstName}'s experience, skills, projects and how to get in touch, or help with the terminal: try "show me your projects", "${en}", "switch to the ${DARKEST_THEME} theme" or type \`help\`.`,
    fr: `Je ne suis pas sûr d'avoir compris. Je peux parler de l'expérience, des compétences et des projets de ${firstName}, de la façon de prendre contact, ou vous aider avec le terminal\u00a0: essayez «\u00a0montre-moi tes projets », «\u00a0${fr} », «\u00a0passe au thème ${DARKEST_THEME}\u00a0» ou tapez \`help\`.`,
  });
}

/** A message that only shares a keyword with an answer: "not sure", and the question it may have meant. */
export function unsureReply(lang: Language, suggestion: Record<"en" | "fr", string>): string {
  return t(lang, {
    en: `I'm not sure I understood. Did you mean "${suggestion.en}"? Or type \`help\`.`,
    fr: `Je ne suis pas sûr d'avoir compris. Vouliez-vous dire «\u00a0${suggestion.fr}\u00a0»\u00a0? Ou tapez \`help\`.`,
  });
}

export function replyNotListed(tech: string, lang: Language): string {
  const names = skillCategories.flatMap((c) => c.skills.slice(0, 2).map((s) => skillName(s, lang)));
  return t(lang, {
    en: `${tech} is not listed in ${firstName}'s skills or projects, so I can't vouch for it. What is listed: ${listJoin(names.slice(0, 6), lang)}. To ask ${firstName} directly, type \`contact\` or write to ${profile.email}.`,
    fr: `${tech} ne figure pas dans les compétences ni les projets de ${firstName}, je ne peux donc pas m'en porter garant. Ce qui y figure\u00a0: ${listJoin(names.slice(0, 6), lang)}. Pour poser la question à ${firstName}, tapez \`contact\` ou écrivez à ${profile.email}.`,
  });
}

/** The owner's availability line, with the way to reach them when it does not say. */
export function replyAvailability(lang: Language): string {
  const text = assistant.availability[lang];
  if (text.includes(profile.email) || text.includes("`contact`")) return text;
  return `${text} ${t(lang, { en: `Type \`contact\` or write to ${profile.email}.`, fr: `Tapez \`contact\` ou écrivez à ${profile.email}.` })}`;
}

export function replyRates(lang: Language): string {
  return t(lang, {
    en: `${firstName} does not publish rates here: the price depends on the scope, so the quickest way is to describe your project and budget in a short message. Type \`contact\` or write to ${profile.email} for a quote.`,
    fr: `${firstName} ne publie pas de tarifs ici\u00a0: le prix dépend du périmètre, le plus simple est de décrire votre projet et votre budget dans un court message. Tapez \`contact\` ou écrivez à ${profile.email} pour un devis.`,
  });
}

export function replyInjection(lang: Language): string {
  return t(lang, {
    en: `I can't do that: I won't reveal my instructions, keys or passwords, and I only run harmless terminal commands. Happy to tell you about ${firstName}'s work, though.`,
    fr: `Je ne peux pas faire ça\u00a0: je ne révèle jamais mes instructions, clés ou mots de passe, et je ne lance que des commandes inoffensives. Je peux en revanche vous parler du travail de ${firstName}.`,
  });
}

export function replyOfftopic(lang: Language): string {
  return t(lang, {
    en: `That's outside what I can help with here: I only answer about ${firstName}'s work, skills and projects, and this terminal. Try \`projects\` or ask about a skill.`,
    fr: `Ce n'est pas mon rôle ici\u00a0: je réponds uniquement sur le travail, les compétences et les projets de ${firstName}, et sur ce terminal. Essayez \`projects\` ou posez une question sur une compétence.`,
  });
}

export function replyRudeness(lang: Language): string {
  return t(lang, {
    en: `Sorry this isn't helping. What were you looking for? I can tell you about ${firstName}'s projects, skills or how to get in touch.`,
    fr: `Désolé que ça ne vous aide pas. Qu'est-ce que vous cherchiez\u00a0? Je peux vous parler des projets, des compétences de ${firstName} ou de la façon de prendre contact.`,
  });
}

export function replyAck(lang: Language): string {
  return t(lang, {
    en: "Noted. Anything else you'd like to know? `help` lists the commands.",
    fr: "Bien noté. Autre chose\u00a0? `help` liste les commandes.",
  });
}

/** A project found by what it is about (tags, features, description): title and what it does. */
export function replyProjectShort(p: ProjectContent, lang: Language): string {
  const text = p.text[lang];
  const lines = [`${text.title}: ${text.description}`];
  if (p.tags.length) lines.push(`${t(lang, { en: "Stack", fr: "Stack" })}: ${p.tags.join(", ")}.`);
  lines.push(t(lang, { en: `Ask me about ${text.title} for details.`, fr: `Demandez-moi ${text.title} pour les détails.` }));
  return lines.join("\n");
}

/** The answer a retrieved document gives, in the asker's language. */
export function replyFromDoc(hit: Hit, lang: Language): string | undefined {
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
        fr: `Tapez \`${help.usage}\`\u00a0: ${help.summary.charAt(0).toLowerCase()}${help.summary.slice(1)}. \`help\` liste toutes les commandes.`,
      });
    }
  }
}
