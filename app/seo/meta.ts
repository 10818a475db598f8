/**
 * The head tags search engines and link previews read: title, description,
 * canonical, hreflang alternates, Open Graph and Twitter card (used by the
 * root route's `meta`). Pure: the same inputs give the same tags.
 */
import type { MetaDescriptor } from "@remix-run/node";
import type { Language, Profile } from "~/content/types";
import { canonicalUrl, homeUrl, ogImageUrl, ogLocale, pageUrl } from "./urls";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "./og-size";

/** The page's strings in a locale file (common.json "meta"), with {{name}} and {{title}} to fill. */
export interface MetaStrings {
  title: string;
  imageAlt: string;
}

/** The page's title, description and preview-image alt text. */
export interface PageText extends MetaStrings {
  description: string;
}

/** The page's title, description and preview-image alt text in a language. */
export function pageText(strings: MetaStrings, profile: Pick<Profile, "name" | "title" | "description" | "seo">, lng: Language): PageText {
  const fill = (s: string) => s.replaceAll("{{name}}", profile.name).replaceAll("{{title}}", profile.title[lng]);
  // The content's own search-result text, else its description.
  const description = (profile.seo?.description ?? profile.description)[lng];
  return { title: fill(strings.title), description, imageAlt: fill(strings.imageAlt) };
}

export interface SeoMetaInput {
  lng: Language;
  /** The site's languages (hreflang alternates, og:locale:alternate). */
  languages: readonly Language[];
  base: string;
  /** Whether the request named the language (`?lng=`): then the canonical URL is that language's. */
  languageInUrl: boolean;
  title: string;
  description: string;
  imageAlt: string;
  /** The site's name (the owner's). */
  siteName: string;
  /** The owner's X profile URL (for twitter:site), if any. */
  xUrl?: string;
}

/** "@handle" from an X/Twitter profile URL, or null. */
export function xHandle(url: string | undefined): string | null {
  if (!url) return null;
  const match = /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/?$/.exec(url);
  return match ? `@${match[1]}` : null;
}

export function buildSeoMeta({
  lng,
  languages,
  base,
  languageInUrl,
  title,
  description,
  imageAlt,
  siteName,
  xUrl,
}: SeoMetaInput): MetaDescriptor[] {
  const url = canonicalUrl(base, lng, languageInUrl);
  const image = ogImageUrl(base, lng);
  const handle = xHandle(xUrl);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: pageUrl(base, l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: homeUrl(base) },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: ogLocale(lng) },
    ...languages.filter((l) => l !== lng).map((l) => ({ property: "og:locale:alternate", content: ogLocale(l) })),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(handle
      ? [
          { name: "twitter:site", content: handle },
          { name: "twitter:creator", content: handle },
        ]
      : []),
  ];
}
