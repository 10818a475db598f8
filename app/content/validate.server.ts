/**
 * Checks the whole content module (profile, skills, projects, assistant,
 * terminal banner, file system) and reports every problem as one line:
 * "content.<path>: <reason>". Run at start (server/app.ts refuses to start)
 * and by `npm run content:check`. Server-only: zod stays out of the browser
 * (app/content/types.ts takes the types from here with type-only exports).
 */
import { z } from "zod";
import { API_TOKEN_PATH, fileTextOf, GUEST_HOME, isDirEntry, ROOT_HOME } from "./filesystem";
import { CONTENT_ICONS, iconNamed, PROJECT_ICONS } from "./icons";
import { kindOfOpenSource, PROJECT_KINDS } from "./project-kinds";
import { SOCIAL_KINDS } from "./socials";
import { ACCENT_BACKGROUND, contrastRatio, HEX_COLOUR, MIN_ACCENT_CONTRAST } from "./accent";
import { DEFAULT_LANGUAGES, englishName as languageName, isLanguage, KNOWN_LANGUAGES, type Language } from "../i18n/config";

/** A non-blank string; `what` names the expected thing in the message. */
const text = (what = "a text") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : `must be ${what}`) })
    .refine((s) => s.trim() !== "", "must not be empty");

/** The message of an object-level issue: missing, wrong type, or keys it does not know (typos). */
function objectError(expected: string) {
  return (issue: { code?: string; input?: unknown; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `unknown key${issue.keys?.length === 1 ? "" : "s"} ${(issue.keys ?? []).map((k) => `"${k}"`).join(", ")} (a typo?)`
      : issue.input === undefined
        ? "is missing"
        : expected;
}

const object = <T extends z.ZodRawShape>(shape: T, what: string) => z.strictObject(shape, { error: objectError(`must be ${what}`) });

const list = <T extends z.ZodType>(item: T, what = "a list") =>
  z.array(item, { error: (issue) => (issue.input === undefined ? "is missing" : `must be ${what}`) });

/** True for an absolute http(s) URL with a host. */
export function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.host !== "" && !/\s/.test(value);
  } catch {
    return false;
  }
}

const url = z.string({ error: () => "must be a URL" }).refine(isAbsoluteUrl, "must be a URL");
/** A link on a project: absolute, or "" (none), or "#" (this very site). */
const optionalLink = z
  .string({ error: () => 'must be a URL, "" (none) or "#" (this site)' })
  .refine((s) => s === "" || s === "#" || isAbsoluteUrl(s), 'must be a URL, "" (none) or "#" (this site)');
/** An image: a file under public/ ("/images/…") or an absolute URL, or "" (none). */
const imageLink = z
  .string({ error: () => 'must be a /path under public/, a URL or ""' })
  .refine((s) => s === "" || /^\/[^/\s]\S*$/.test(s) || isAbsoluteUrl(s), 'must be a /path under public/, a URL or ""');
const postUrl = z
  .string({ error: () => "must be a post URL like https://x.com/<handle>/status/<id>" })
  .regex(
    /^https:\/\/(www\.)?(x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/\d+\/?$/,
    "must be a post URL like https://x.com/<handle>/status/<id>",
  );

/** An `icon:` naming one of `names`, in any case ("Twitch" reads as twitch); the message lists them all. */
function iconField<T extends string>(names: readonly T[]) {
  const expected = `must be one of ${names.join(", ")} (docs/customizing.md shows them; any case)`;
  return z.string({ error: (issue) => (issue.input === undefined ? "is missing" : expected) }).transform((given, ctx) => {
    const name = iconNamed(names, given);
    if (name === undefined) ctx.addIssue({ code: "custom", message: `${expected}, not "${given}"` });
    return name ?? names[0];
  });
}

/** Reports a duplicate of `key` in `items` at the later item's path. */
function unique<T>(items: T[], key: (item: T) => string, what: string, field: string, ctx: z.RefinementCtx, prefix: PropertyKey[] = []) {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const value = key(item);
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      ctx.addIssue({
        code: "custom",
        path: [...prefix, index, field],
        message: `duplicate ${what} "${value}" (already at index ${first})`,
      });
  });
}

/** `languages:` of profile.yaml: codes with a locale table, no repeats, the default first. */
const languagesList = z
  .array(z.string({ error: "must be a language code" }), { error: "must be a list of language codes, the default first" })
  .min(1, "must list at least one language")
  .superRefine((codes, ctx) => {
    codes.forEach((code, index) => {
      if (!isLanguage(code))
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `"${code}" has no locale table in app/i18n/locales (known: ${KNOWN_LANGUAGES.join(", ")})`,
        });
      else if (codes.indexOf(code) !== index) ctx.addIssue({ code: "custom", path: [index], message: `"${code}" is listed twice` });
    });
  });

/** The languages a localized text has once read: the site's, and English (code that speaks to a model or a log reads it). */
const filledLanguages = (languages: readonly Language[]): Language[] => [...new Set([...languages, "en"])];

/** The site's languages named by a parsed profile.yaml (the default pair when absent or wrong). */
export function contentLanguages(profileFile: unknown): Language[] {
  const given = (profileFile as { languages?: unknown } | null | undefined)?.languages;
  const result = languagesList.safeParse(given);
  if (result.success) return result.data;
  // A wrong list is reported; the rest is checked against its usable codes, so one typo gives one line.
  const usable = Array.isArray(given) ? [...new Set(given.filter(isLanguage))] : [];
  return usable.length ? usable : [...DEFAULT_LANGUAGES];
}

/**
 * The schemas of the content's files for a site speaking `languages` (the first is the default).
 * A localized field needs the default language's text; the others may be left out and show the
 * default's (filled in by the parse, so every language has its text); a language the site does
 * not list is an error.
 */
function contentSchemas(languages: readonly Language[]) {
  const [defaultLanguage] = languages;
  /** "{ en: …, fr: … }" with the site's languages. */
  const languageKeys = (value: string) => `{ ${languages.map((lang) => `${lang}: ${value}`).join(", ")} }`;
  const localizedError = (expected: string) => (issue: { code?: string; input?: unknown; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `${(issue.keys ?? []).map((k) => `"${k}"`).join(", ")} ${issue.keys?.length === 1 ? "is not one of" : "are not among"} the site's languages (${languages.join(", ")}; profile.yaml languages)`
      : issue.input === undefined
        ? "is missing"
        : expected;

  /** One entry per language of the site, each made by `make`; only the default's is required. */
  function perLanguage<T extends z.ZodType>(make: (lang: Language) => T, expected: string) {
    const shape = Object.fromEntries(languages.map((lang) => [lang, lang === defaultLanguage ? make(lang) : make(lang).optional()]));
    return z.strictObject(shape, { error: localizedError(expected) }).transform((given) => {
      const filled: Record<Language, unknown> = {};
      for (const lang of filledLanguages(languages)) filled[lang] = given[lang] ?? given[defaultLanguage];
      return filled;
    }) as unknown as z.ZodType<Record<Language, z.output<T>>>;
  }

  /** `{ en, fr }`: the default language's text, others optional, each a non-blank text. */
  const bilingual = perLanguage(
    (lang) =>
      z
        .string({ error: (issue) => (issue.input === undefined ? `missing the ${languageName(lang)} text (${lang})` : "must be a text") })
        .refine((s) => s.trim() !== "", `the ${languageName(lang)} text must not be empty`),
    `must be ${languageKeys("…")} (the ${languageName(defaultLanguage)} text at least)`,
  );

  const skill = object(
    {
      /** The name as shown in English (and in French unless `fr` is given). */
      name: text(),
      /** The French name, when it differs. */
      fr: text().optional(),
      proficiency: z.enum(["Expert", "Confirmed", "Intermediate"], { error: "must be Expert, Confirmed or Intermediate" }),
    },
    "a skill { name, fr?, proficiency }",
  );

  /** An id used in addresses and test ids (`?skill=<id>`, about-card-<id>). */
  const slug = z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, "must be letters, digits, _ or - (starting with a letter, at most 40; it is used in URLs)");
  const icon = iconField(CONTENT_ICONS);

  const skillCategories = list(
    object(
      {
        id: slug,
        /** Shown beside the label in the tab (none by default). */
        icon: icon.optional(),
        label: bilingual,
        /** The spec's "second reading" of the label (modern stack, AI and LLMs, ...). */
        altLabel: bilingual,
        skills: list(skill).min(1, "must list at least one skill"),
      },
      "a skill category",
    ),
  )
    .min(1, "must have at least one category")
    .superRefine((categories, ctx) => {
      unique(categories, (c) => c.id, "category id", "id", ctx);
      categories.forEach((c, i) => unique(c.skills, (s) => s.name, "skill", "name", ctx, [i, "skills"]));
    });

  const projectText = object(
    { title: text(), description: text(), extendedDescription: text() },
    "{ title, description, extendedDescription }",
  );
  const projects = list(
    object(
      {
        id: z
          .string({ error: "must be a text" })
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase letters, digits and dashes (it is used in URLs)"),
        /** What the badge says: opensource, client or personal (else isOpenSource decides). */
        kind: z.enum(PROJECT_KINDS, { error: `must be ${PROJECT_KINDS.join(", ")}` }).optional(),
        /** The older way to say it: true is opensource, false is client. */
        isOpenSource: z.boolean({ error: "must be true or false" }).optional(),
        icon: iconField(PROJECT_ICONS),
        tags: list(text()),
        githubUrl: optionalLink,
        liveUrl: optionalLink,
        imageUrl: imageLink,
        features: perLanguage(() => list(text()), `must be ${languageKeys("[...]")}`),
        twitterPosts: list(postUrl),
        text: perLanguage(() => projectText, `must be ${languageKeys("{...}")}`),
      },
      "a project",
    )
      .superRefine((p, ctx) => {
        if (p.kind === undefined && p.isOpenSource === undefined)
          ctx.addIssue({ code: "custom", path: ["kind"], message: `is missing (${PROJECT_KINDS.join(", ")})` });
        else if (p.kind !== undefined && p.isOpenSource !== undefined && (p.kind === "opensource") !== p.isOpenSource)
          ctx.addIssue({
            code: "custom",
            path: ["isOpenSource"],
            message: `says ${p.isOpenSource} but kind says ${p.kind}: keep kind alone`,
          });
      })
      // Both always filled: the gallery's filters and the assistant read the kind, older code isOpenSource.
      .transform(({ kind, isOpenSource, ...rest }) => {
        const resolved = kind ?? kindOfOpenSource(isOpenSource ?? false);
        return { ...rest, kind: resolved, isOpenSource: resolved === "opensource" };
      }),
  )
    .min(1, "must list at least one project")
    .superRefine((list, ctx) => {
      unique(list, (p) => p.id, "project id", "id", ctx);
      list.forEach((p, i) => {
        const expected = p.features[defaultLanguage].length;
        for (const lang of languages.slice(1))
          if (p.features[lang].length !== expected)
            ctx.addIssue({
              code: "custom",
              path: [i, "features"],
              message: `${languageName(defaultLanguage)} and ${languageName(lang)} lists differ in length (${expected} and ${p.features[lang].length})`,
            });
      });
    });

  const emailLink = z
    .string({ error: () => "must be an e-mail address or a mailto: link" })
    .refine((s) => z.email().safeParse(s.replace(/^mailto:/, "")).success, "must be an e-mail address or a mailto: link");
  const social = object(
    {
      kind: z.enum(SOCIAL_KINDS, { error: `must be one of ${SOCIAL_KINDS.join(", ")}` }),
      /** An absolute URL (for email: an address or a mailto: link). */
      url: z.string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a URL") }),
      /** Shown instead of the kind's name. */
      label: text().optional(),
    },
    "a link { kind, url, label? }",
  ).superRefine((s, ctx) => {
    const check = s.kind === "email" ? emailLink : url;
    const result = check.safeParse(s.url);
    if (!result.success) ctx.addIssue({ code: "custom", path: ["url"], message: result.error.issues[0]?.message ?? "must be a URL" });
  });

  const fact = object(
    {
      /** A number (written the language's way: 25,000 / 25 000) or a text such as "12+". */
      value: z.union([z.number(), text()], { error: "must be a number or a text" }),
      /** The figure's caption; "{value}" marks where the value goes (else it comes first). */
      label: bilingual,
    },
    "a fact { value, label }",
  );

  const aboutCard = object(
    {
      id: slug,
      /** The card's picture (code by default). */
      icon: icon.optional(),
      title: bilingual,
      text: bilingual,
      keywords: list(z.union([text(), bilingual], { error: "must be a text or { en, fr }" })).min(1, "must list at least one keyword"),
    },
    "an about card",
  );

  const profile = object(
    {
      name: text(),
      /** The site's languages, the default first (absent: en, fr); each needs a locale table. */
      languages: languagesList.optional(),
      /** Short handle used by the terminal (prompt host, the root-only <handle>_info command). */
      handle: z
        .string({ error: "must be a text" })
        .regex(/^[a-z][a-z0-9_-]{0,31}$/, "must be lowercase letters, digits, _ or - (starting with a letter, at most 32)"),
      title: bilingual,
      description: bilingual,
      location: bilingual,
      avatarUrl: imageLink,
      /** The signature colour of the hero (#rgb or #rrggbb, readable on the dark site); absent, the site's green. */
      accent: z
        .string({ error: () => 'must be a colour written "#rrggbb"' })
        .regex(HEX_COLOUR, 'must be a colour written "#rrggbb"')
        .superRefine((colour, ctx) => {
          const ratio = contrastRatio(colour, ACCENT_BACKGROUND);
          if (ratio < MIN_ACCENT_CONTRAST)
            ctx.addIssue({
              code: "custom",
              message: `${colour} is too dark to read on the site's dark background (contrast ${ratio.toFixed(1)}:1, at least ${MIN_ACCENT_CONTRAST}:1 needed): pick a lighter colour`,
            });
        })
        .optional(),
      email: z.email({ error: "must be an e-mail address" }),
      /** Links elsewhere, in display order (the contact section lists the e-mail first anyway). */
      socials: list(social),
      /** Search engines and link previews: `description` (meta and Open Graph; else the profile's description). */
      seo: object({ description: bilingual.optional() }, "{ description? }").optional(),
      /** When the content last changed (YYYY-MM-DD): structured data's dateModified; absent, the newest content file's date. */
      updated: z.iso.date({ error: "must be a date written YYYY-MM-DD" }).optional(),
      /** The AI showcase section (chat and image demos) and its nav link; true unless set to false. */
      showcase: z.boolean({ error: "must be true or false" }).optional(),
      /** The lead line under the Projects title (what kind of work the gallery shows). */
      projectsIntro: bilingual,
      /** Key figures (any number, none is fine): About, the root's info command, the assistant. */
      facts: list(fact),
      about: object(
        {
          intro: bilingual,
          modalParagraphs: list(bilingual).min(1, "must have at least one paragraph"),
          cards: list(aboutCard)
            .min(1, "must have at least one card")
            .superRefine((cards, ctx) => unique(cards, (c) => c.id, "card id", "id", ctx)),
        },
        "{ intro, modalParagraphs, cards }",
      ),
    },
    "the profile",
  );

  /** One question the assistant can answer about the owner (built-in rules and the model's prompt). */
  const assistantFaq = object(
    {
      /** Words or phrases that trigger this answer in the built-in assistant (any language, accents ignored). */
      keywords: list(text()).min(1, "must list at least one keyword"),
      /** The question, for the model's prompt. */
      question: bilingual,
      answer: bilingual,
    },
    "{ keywords, question, answer }",
  );

  /** What the terminal assistant knows and says about the owner beyond the profile. */
  const assistant = object(
    {
      /** Other names visitors may use for the owner (the first name is always understood). */
      aliases: list(text()),
      /** The answer to "are you available / can I hire you". */
      availability: bilingual,
      /** The answer to "where are you based". */
      basedIn: bilingual,
      /** Extra facts given to the model (it answers only from the profile, projects, skills and these). */
      knowledge: list(bilingual),
      faq: list(assistantFaq),
    },
    "{ aliases, availability, basedIn, knowledge, faq }",
  );

  /** A text of a file of the terminal: one for every language, or one per language. */
  const fileText = z.union([z.string(), z.record(z.string(), z.string())], { error: "must be a text or { en: …, fr: … }" });

  /**
   * One entry of the terminal's file system: a text (a file), `{ type: dir }` (an empty or
   * protected directory) or `{ content, requiresAuth }` (a file hidden from guest).
   */
  const fileEntry = z.union(
    [
      fileText,
      z.strictObject({ type: z.literal("dir"), requiresAuth: z.boolean().optional() }),
      z.strictObject({ content: fileText, requiresAuth: z.boolean().optional() }),
    ],
    { error: "must be a text, { en: …, fr: … }, { type: dir } or { content: …, requiresAuth: true }" },
  );

  /** The terminal's look and files that belong to the owner (terminal.yaml). */
  const terminal = object(
    {
      /**
       * The boot banner's ASCII art, one string per line (at most 80 columns, 12 lines).
       * Empty: a framed handle is drawn instead.
       */
      bannerArt: list(z.string({ error: "must be a text" }).max(80, "must be at most 80 characters wide")).max(
        12,
        "must be at most 12 lines",
      ),
      /** The file system: absolute path → entry (parent directories are made for you). */
      files: z.record(z.string(), fileEntry, { error: "must be a map of path: entry" }),
    },
    "{ bannerArt, files }",
  );

  /** Each file of the content folder and the schema of what it holds. */
  const files = {
    profile,
    skills: object({ categories: skillCategories }, "{ categories }"),
    projects: object({ projects }, "{ projects }"),
    assistant,
    terminal,
  } as const;
  return { files, bilingual, skill, skillCategories, projectText, projects, fact, aboutCard, profile, assistantFaq, assistant, terminal };
}
type Schemas = ReturnType<typeof contentSchemas>;
/** The schemas of the default pair of languages: the content's types and the file names. */
const DEFAULT_SCHEMAS = contentSchemas(DEFAULT_LANGUAGES);
export type ContentFileName = keyof Schemas["files"];
export const CONTENT_FILE_NAMES = Object.keys(DEFAULT_SCHEMAS.files) as ContentFileName[];

// The content's types are these schemas' output (app/content/types.ts re-exports them, type-only).
/** A localized text: one entry per language of the site (the parse fills those left out). */
export type Bilingual = z.infer<Schemas["bilingual"]>;
export type Skill = z.infer<Schemas["skill"]>;
export type SkillCategory = z.infer<Schemas["skillCategories"]>[number];
export type ProjectText = z.infer<Schemas["projectText"]>;
export type ProjectContent = z.infer<Schemas["projects"]>[number];
export type AboutCard = z.infer<Schemas["aboutCard"]>;
export type Fact = z.infer<Schemas["fact"]>;
/** The profile; `languages` is always there once read (the default pair when the file names none). */
export type Profile = Omit<z.infer<Schemas["profile"]>, "languages"> & { languages: Language[] };
export type AssistantFaq = z.infer<Schemas["assistantFaq"]>;
export type AssistantContent = z.infer<Schemas["assistant"]>;
export type TerminalContent = Pick<z.infer<Schemas["terminal"]>, "bannerArt">;
/** A file text: the same in every language, or one per language (the checks make sure each is there). */
export type FileText = string | Bilingual;
export type FileSystemSpec = Record<
  string,
  FileText | { type: "dir"; requiresAuth?: boolean } | { content: FileText; requiresAuth?: boolean }
>;

/** The owner's content, as the site uses it. */
export interface Content {
  profile: Profile;
  skillCategories: SkillCategory[];
  projects: ProjectContent[];
  assistant: AssistantContent;
  terminal: TerminalContent;
  files: FileSystemSpec;
  /** When the content last changed (YYYY-MM-DD): the profile's `updated`, else the newest content file's date (loadContent). */
  modified?: string;
}

/** The parsed files of a content folder (undefined: the file is missing). */
export type RawContent = Partial<Record<ContentFileName, unknown>>;

/** Why a file-system path is malformed, or undefined. */
function pathProblem(p: string): string | undefined {
  if (!p.startsWith("/")) return "path must be absolute (start with /)";
  if (p !== "/" && p.endsWith("/")) return "path must not end with /";
  if (p.includes("//")) return "path must not contain //";
  if (/[\s\\]/.test(p)) return "path must not contain spaces or backslashes";
  if (p.split("/").some((segment) => segment === "." || segment === "..")) return "path must not contain . or .. segments";
  return undefined;
}

/** Checks the file system's paths, languages and the entries the quest needs; each problem as [path, message]. */
function fileSystemProblems(table: FileSystemSpec, languages: readonly Language[]): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  for (const [p, entry] of Object.entries(table)) {
    const bad = pathProblem(p);
    if (bad) problems.push([p, bad]);
    if (!isDirEntry(entry)) {
      const text = fileTextOf(entry);
      if (typeof text !== "string") {
        // The default language's text is needed; the others fall back to it.
        const missing = languages.slice(0, 1).filter((l) => typeof text[l] !== "string");
        const unknown = Object.keys(text).filter((k) => !languages.includes(k));
        if ("type" in text || "requiresAuth" in text)
          problems.push([p, "must be a text, { en: …, fr: … }, { type: dir } or { content: …, requiresAuth: true }"]);
        else if (unknown.length)
          problems.push([
            p,
            `unknown language${unknown.length === 1 ? "" : "s"} ${unknown.map((k) => `"${k}"`).join(", ")} (the site's: ${languages.join(", ")})`,
          ]);
        else if (missing.length) problems.push([p, `is missing the ${missing.map((l) => `${languageName(l)} (${l})`).join(" and ")} text`]);
      }
    }
    // A parent that is a file would hide this entry.
    if (!bad && p !== "/") {
      const parent = p.slice(0, p.lastIndexOf("/")) || "/";
      if (parent in table && !isDirEntry(table[parent])) problems.push([p, `parent ${parent} is a file, not a directory`]);
    }
  }
  // The quest and the shell need these (see filesystem.ts).
  if (!(API_TOKEN_PATH in table) || isDirEntry(table[API_TOKEN_PATH]))
    problems.push([API_TOKEN_PATH, "is required (a file holding {{apiToken}}): the quest uses it"]);
  for (const home of [GUEST_HOME, ROOT_HOME])
    if (home in table && !isDirEntry(table[home])) problems.push([home, "must be a directory: the shell uses it"]);
  return problems;
}

/** "socials.github", "projects.0.id", with odd keys quoted: files["/etc/motd"]. */
export function contentPath(segments: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const s of segments) {
    if (typeof s === "number") out += `${out ? "." : ""}${s}`;
    else if (typeof s === "string" && /^[A-Za-z_$][\w$]*$/.test(s)) out += `${out ? "." : ""}${s}`;
    else out += `[${JSON.stringify(String(s))}]`;
  }
  return out;
}

/** One problem line: "<file>.yaml: <field path>: <reason>" (no field path for the whole file). */
const problemLine = (file: ContentFileName, segments: ReadonlyArray<PropertyKey>, message: string) =>
  `${file}.yaml: ${segments.length ? `${contentPath(segments)}: ` : ""}${message}`;

/** The checked files of a content folder (with every language's text filled in), and its problems. */
function parseContent(raw: RawContent): { problems: string[]; parsed: Partial<Record<ContentFileName, unknown>>; languages: Language[] } {
  const lines: string[] = [];
  const parsed: Partial<Record<ContentFileName, unknown>> = {};
  const languages = contentLanguages(raw.profile);
  const schemas = contentSchemas(languages).files;
  for (const file of CONTENT_FILE_NAMES) {
    const input = raw[file];
    if (input === undefined) {
      lines.push(`${file}.yaml: is missing`);
      continue;
    }
    const result = schemas[file].safeParse(input);
    if (!result.success) for (const issue of result.error.issues) lines.push(problemLine(file, issue.path, issue.message));
    else {
      parsed[file] = result.data;
      if (file === "terminal")
        for (const [p, message] of fileSystemProblems((result.data as { files: FileSystemSpec }).files, languages))
          lines.push(problemLine("terminal", ["files", p], message));
    }
  }
  return { problems: [...new Set(lines)], parsed, languages };
}

/** Every problem of the content folder's files, one line each; empty when valid. */
export function contentProblems(raw: RawContent): string[] {
  return parseContent(raw).problems;
}

/** A file text with every language's entry (those left out show the default's). */
function fillFileText(text: FileText, languages: readonly Language[]): FileText {
  if (typeof text === "string") return text;
  return Object.fromEntries(filledLanguages(languages).map((lang) => [lang, text[lang] ?? text[languages[0]]]));
}

function fillFiles(table: FileSystemSpec, languages: readonly Language[]): FileSystemSpec {
  return Object.fromEntries(
    Object.entries(table).map(([p, entry]) => [
      p,
      isDirEntry(entry)
        ? entry
        : typeof entry === "object" && "content" in entry
          ? { ...entry, content: fillFileText(entry.content as FileText, languages) }
          : fillFileText(entry as FileText, languages),
    ]),
  );
}

/** The content failed its checks; `problems` holds one line per problem. */
export class ContentError extends Error {
  constructor(
    readonly problems: string[],
    readonly folder = "content",
  ) {
    super(`Invalid content in ${folder}/:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** The content of a folder's parsed files, or a ContentError listing every problem. */
export function toContent(raw: RawContent, folder?: string): Content {
  const { problems, parsed, languages } = parseContent(raw);
  if (problems.length) throw new ContentError(problems, folder);
  const r = parsed as {
    profile: Omit<Profile, "languages">;
    skills: { categories: SkillCategory[] };
    projects: { projects: ProjectContent[] };
    assistant: AssistantContent;
    terminal: { bannerArt: string[]; files: FileSystemSpec };
  };
  return {
    profile: { ...r.profile, languages },
    skillCategories: r.skills.categories,
    projects: r.projects.projects,
    assistant: r.assistant,
    terminal: { bannerArt: r.terminal.bannerArt },
    files: fillFiles(r.terminal.files, languages),
  };
}

/** The figures `npm run content:check` prints. */
export function contentSummary(content: Content): { projects: number; skills: number; files: number } {
  return {
    projects: content.projects.length,
    skills: content.skillCategories.reduce((n, c) => n + c.skills.length, 0),
    files: Object.values(content.files).filter((e) => !isDirEntry(e)).length,
  };
}
