/**
 * GET /api/terminal-content -> { success, data: EngineContent, message }: what the terminal's engine prints
 * from (profile, skills, banner, files), in every language of the site. The page carries its own language only
 * (ADR 061); the engine, fetched when the visitor turns to the terminal, gets this beside its code, so `lang`
 * switches without a reload and `cat` reads the files in the new language.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContent } from "~/content/store.server";
import type { Content } from "~/content/types";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed } from "~/utils/http.server";
import { versionedJson, versionedJsonResponse, type VersionedJson } from "~/utils/versioned-json.server";
import type { EngineContent } from "~/terminal/engine/types";

const ANSWERS = new WeakMap<Content, VersionedJson>();

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(context, async () => {
    const content = getContent();
    let answer = ANSWERS.get(content);
    if (!answer) {
      const { profile, skillCategories, terminal, files } = content;
      const data: EngineContent = { profile, skillCategories, terminal, files };
      answer = versionedJson({ success: true, data, message: "Terminal content loaded." });
      ANSWERS.set(content, answer);
    }
    return versionedJsonResponse(request, answer);
  });

export const action = () => methodNotAllowed("GET");
