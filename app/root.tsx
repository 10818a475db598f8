import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { data } from "@remix-run/node";
import {
  type ShouldRevalidateFunction,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  useRouteError,
  isRouteErrorResponse,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNonce } from "~/utils/nonce";
import { isHttpsSite, langCookieHeader, PAGE_NAMESPACES } from "~/i18n/config";
import { useLoaderTranslations } from "~/i18n/use-language";
import { sectionStringsFor } from "~/i18n/on-demand";
import { detectLocale } from "~/i18n/i18next.server";
import { translationsFor, translationsIn } from "~/i18n/resources";
import { getContent } from "~/content/store.server";
import { ContentContext, pageContent, useLanguagesSeen } from "~/content/use-content";
import { socialUrl } from "~/content/socials";
import { buildSeoMeta, pageText, type MetaStrings } from "~/seo/meta";
import { buildJsonLd, serializeJsonLd } from "~/seo/json-ld";
import { siteBase } from "~/seo/urls";
import { useStructuredData } from "~/seo/structured-data";
import stylesHref from "~/styles/page.css";
import { NoScriptStyle } from "~/components/NoScriptStyle";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, source, cookie } = await detectLocale(request);
  const headers = new Headers();
  // Remember a language the visitor chose (?lng=); one guessed from the browser is not a choice.
  if (source === "query" && cookie !== locale)
    headers.append("Set-Cookie", langCookieHeader(locale, isHttpsSite(request.url, context.env.SITE_URL)));
  // Search engines and link previews: absolute URLs from SITE_URL (else this request's origin), structured data.
  const base = siteBase(request.url, context.env.SITE_URL);
  const languageInUrl = source === "query";
  const content = getContent();
  const { profile, skillCategories, projects, modified } = content;
  const text = pageText(translationsFor(locale).common.meta as MetaStrings, profile, locale);
  // For the document's render only (entry.server.tsx): not in the data the browser gets.
  context.structuredData = serializeJsonLd(
    buildJsonLd({ lng: locale, base, languageInUrl, ...text, profile, skillCategories, projects, modified }),
  );
  return data(
    {
      locale,
      localeSource: source,
      // The sections' strings come with their code (ADR 061, app/i18n/on-demand.ts).
      translations: translationsIn(locale, PAGE_NAMESPACES),
      seo: { base, languageInUrl },
      // The request's language only: a page weighs its content once, whatever the number of languages (ADR 061).
      content: pageContent(content, locale),
    },
    { headers },
  );
}

/**
 * A language switch (revalidation with another `locale`): once the sections have loaded their strings, the new
 * language's come before the page renders in it (ADR 061). The document's own render uses the server's data.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  // Unreachable strings must not stop the switch: i18next falls back to English, and the sections retry later.
  await sectionStringsFor(data.locale).catch(() => {});
  return data;
}

/**
 * After a failed action (4xx/5xx) nothing the root shows has changed, and
 * reloading it would turn a network failure into the error page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus && actionStatus >= 400 ? false : defaultShouldRevalidate;

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** What a route may tell the root layout in its `handle`. */
export interface RouteHandle {
  /** false: no JSON-LD on this route's page. */
  structuredData?: boolean;
}

export const meta: MetaFunction<typeof loader> = ({ data: root }) => {
  // The strings come with the loader data, so no locale file is bundled for the browser.
  const lng = root?.locale ?? "en";
  const strings = (root?.translations.common as { meta?: MetaStrings } | undefined)?.meta;
  const themeColor = { name: "theme-color", content: "#0a0f0a" };
  if (!strings || !root?.seo) return [{ title: root?.content.profile.name ?? "" }, themeColor];
  const { profile } = root.content;
  const text = pageText(strings, profile, lng);
  return [
    ...buildSeoMeta({
      lng,
      languages: profile.languages,
      base: root.seo.base,
      languageInUrl: root.seo.languageInUrl,
      ...text,
      siteName: profile.name,
      xUrl: socialUrl(profile.socials, "x"),
    }),
    themeColor,
  ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useLoaderTranslations();
  const root = useRouteLoaderData<typeof loader>("root") as RootLoaderData | undefined;
  // A route that is not the owner's public page (the noindex /admin) says so in its handle.
  const structuredData = !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.structuredData === false);
  const content = useLanguagesSeen(root?.content ?? null);
  const jsonLd = useStructuredData();
  return (
    <html lang={root?.locale ?? "en"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {root?.seo && structuredData ? (
          // Structured data for search engines. JSON, not markup: React would entity-escape text children (breaking
          // the JSON), and serializeJsonLd escapes "<" so no content can close the tag. The nonce keeps it CSP-clean.
          // The server's render has the text; the browser's keeps it as drawn (structured-data.ts).
          <script
            type="application/ld+json"
            nonce={nonce}
            suppressHydrationWarning
            // eslint-disable-next-line no-restricted-syntax -- escaped JSON data block, see above
            dangerouslySetInnerHTML={{ __html: jsonLd ?? "" }}
          />
        ) : null}
        <NoScriptStyle />
      </head>
      <body>
        <ContentContext.Provider value={content}>{children}</ContentContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {process.env.NODE_ENV === "development" ? <LiveReload nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  // A marker for tests and CSS: the page is interactive from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="error-page">
      <h1>{status === 404 ? t("errors.notFoundTitle") : t("errors.title")}</h1>
      <p>{status === 404 ? t("errors.notFound") : t("errors.generic")}</p>
      <a href="/">{t("errors.home")}</a>
    </main>
  );
}
