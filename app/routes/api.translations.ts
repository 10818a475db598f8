/**
 * GET /api/translations?lng=fr -> { success, data: { about: {...}, skills: {...}, ... }, message }: the sections'
 * strings in one of the site's languages (English where it has none). A page carries only the strings of its
 * first screen (ADR 061); the sections' code fetches these when the visitor needs the sections
 * (app/i18n/on-demand.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SECTION_NAMESPACES, type Language } from "~/i18n/config";
import { siteLanguages } from "~/i18n/i18next.server";
import { translationsIn } from "~/i18n/resources";
import { handleApi } from "~/services/api.server";
import { HttpError, methodNotAllowed } from "~/utils/http.server";
import { versionedJson, versionedJsonResponse, type VersionedJson } from "~/utils/versioned-json.server";

const ANSWERS = new Map<Language, VersionedJson>();

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(context, async () => {
    const lng = new URL(request.url).searchParams.get("lng") ?? "";
    const languages = siteLanguages();
    if (!languages.includes(lng)) throw new HttpError(400, `lng must be one of the site's languages: ${languages.join(", ")}.`);
    let answer = ANSWERS.get(lng);
    if (!answer) {
      answer = versionedJson({ success: true, data: translationsIn(lng, SECTION_NAMESPACES), message: "Translations loaded." });
      ANSWERS.set(lng, answer);
    }
    return versionedJsonResponse(request, answer);
  });

export const action = () => methodNotAllowed("GET");
