import { z } from "zod";

const bilingual = z.object({ en: z.string().min(1), fr: z.string().min(1) });
const proficiency = z.enum(["Expert", "Confirmed", "Intermediate"]);
const urlOrEmpty = z.union([z.literal(""), z.literal("#"), z.string().regex(/^(https?:\/\/|\/)/, "must be an absolute URL or a /path")]);
const projectText = z.object({ title: z.string().min(1), description: z.string().min(1), extendedDescription: z.string().min(1) });

const contentSchema = z.object({
  profile: z.object({
    name: z.string().min(1),
    handle: z.string().regex(/^[a-z][a-z0-9_-]*$/),
    title: bilingual,
    description: bilingual,
    location: bilingual,
    avatarUrl: urlOrEmpty,
    email: z.email(),
    socials: z.object({ x: z.url(), github: z.url(), twitch: z.url() }),
    facts: z.object({
      yearsOfExperience: z.number().int().positive(),
      selfTaughtSince: z.number().int(),
      communitySize: z.number().int().nonnegative(),
      workingSince: z.number().int(),
    }),
    about: z.object({
      intro: bilingual,
      modalParagraphs: z.tuple([bilingual, bilingual, bilingual, bilingual]),
      cards: z
        .array(
          z.object({
            id: z.enum(["modernStack", "aiSpecialist", "techCreator"]),
            title: bilingual,
            text: bilingual,
            keywords: z.array(z.union([z.string().min(1), bilingual])).min(1),
          }),
        )
        .length(3),
    }),
  }),
  skillCategories: z
    .array(
      z.object({
        id: z.enum(["backend", "cloudDevopsBdd", "iaMl", "frontend", "automation", "tools"]),
        label: bilingual,
        altLabel: bilingual,
        skills: z.array(z.object({ name: z.string().min(1), fr: z.string().min(1).optional(), proficiency })).min(1),
      }),
    )
    .length(6),
  projects: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, "lowercase letters, digits and dashes"),
        isOpenSource: z.boolean(),
        icon: z.enum(["Twitch", "BrainCircuit", "Code2", "Database"]),
        tags: z.array(z.string().min(1)),
        githubUrl: urlOrEmpty,
        liveUrl: urlOrEmpty,
        imageUrl: urlOrEmpty,
        features: z.object({ en: z.array(z.string()), fr: z.array(z.string()) }),
        twitterPosts: z.array(z.url()),
        text: z.object({ en: projectText, fr: projectText }),
      }),
    )
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "project ids must be unique"),
});

/** Returns the content unchanged, or throws a readable list of problems. */
export function validateContent<T>(input: T): T {
  const result = contentSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - content.${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid content module:\n${lines.join("\n")}`);
  }
  return input;
}
