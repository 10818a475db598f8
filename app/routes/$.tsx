/**
 * Any address no other route answers: a 404, drawn as the terminal's answer to `cd` into it
 * (app/sections/not-found). A route of its own, not the root's error screen, so the root's loader
 * (language, content) runs and the page speaks the visitor's language with the owner's prompt.
 */
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getContent } from "~/content/store.server";
import { detectLocale } from "~/i18n/i18next.server";
import { translationsFor } from "~/i18n/resources";
import type { RouteHandle } from "~/root";
import NotFound from "~/sections/not-found/NotFound";

/** Not the owner's page: no structured data. */
export const handle: RouteHandle = { structuredData: false };

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, source } = await detectLocale(request);
  type Errors = { notFoundTitle?: string } | undefined;
  const title =
    (translationsFor(locale).common.errors as Errors)?.notFoundTitle ?? (translationsFor("en").common.errors as Errors)?.notFoundTitle;
  const { profile } = getContent();
  return data(
    {
      path: new URL(request.url).pathname,
      handle: profile.handle,
      // "cd ~" keeps the language the address chose (else the cookie or the browser picks it again).
      homeHref: source === "query" ? `/?lng=${locale}` : "/",
      title: `${title} | ${profile.name}`,
    },
    { status: 404, headers: { "X-Robots-Tag": "noindex" } },
  );
}

/** A form posted to a missing address gets the same page. */
export const action = ({ request, context, params }: ActionFunctionArgs) => loader({ request, context, params });

/** The loader's X-Robots-Tag on the document (meta robots says it to parsers of the page). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title ?? "404" },
  { name: "robots", content: "noindex" },
  { name: "theme-color", content: "#0a0f0a" },
];

export default function NotFoundRoute() {
  const { path, handle, homeHref } = useLoaderData<typeof loader>();
  return <NotFound path={path} handle={handle} homeHref={homeHref} />;
}
