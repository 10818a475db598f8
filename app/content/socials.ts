/**
 * The owner's links elsewhere (profile.yaml `socials`): an open list of known kinds.
 * Browser-safe (no zod): the schema, the sections, the assistant and the SEO files share it.
 */
export const SOCIAL_KINDS = ["github", "gitlab", "linkedin", "x", "mastodon", "bluesky", "youtube", "twitch", "email", "website"] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export interface Social {
  kind: SocialKind;
  /** An absolute URL; for `email`, an address or a mailto: link. */
  url: string;
  /** Shown instead of the kind's name (e.g. "Blog" for a website). */
  label?: string;
}

/** Each kind's name as shown (the same in every language: these are brand names). */
export const SOCIAL_NAMES: Record<SocialKind, string> = {
  github: "GitHub",
  gitlab: "GitLab",
  linkedin: "LinkedIn",
  x: "X",
  mastodon: "Mastodon",
  bluesky: "Bluesky",
  youtube: "YouTube",
  twitch: "Twitch",
  email: "E-mail",
  website: "Website",
};

/** The entry's name as shown: its own label, else its kind's name. */
export const socialName = (social: Social): string => social.label ?? SOCIAL_NAMES[social.kind];

/** The entry's link: mailto: for an e-mail address. */
export const socialHref = (social: Social): string =>
  social.kind === "email" && !social.url.startsWith("mailto:") ? `mailto:${social.url}` : social.url;

/** The link without its scheme ("github.com/someone"), for display. */
export const socialDetail = (social: Social): string => social.url.replace(/^(https?:\/\/(www\.)?|mailto:)/, "");

/** The URL of the first entry of `kind`, if any. */
export function socialUrl(socials: readonly Social[], kind: SocialKind): string | undefined {
  return socials.find((s) => s.kind === kind)?.url;
}

/** The entries that are web pages (JSON-LD sameAs, llms.txt): every kind but e-mail. */
export const webSocials = (socials: readonly Social[]): Social[] => socials.filter((s) => s.kind !== "email");
