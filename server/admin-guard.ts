/**
 * In front of Remix for /admin (the owner's inbox). Without ADMIN_TOKEN the page does not
 * exist: the request goes on as a path no route matches, so the answer is the
 * very 404 of any unknown address. With it, a POST from another origin gets a
 * 403 here: Remix's own check of the same headers would answer a 500.
 */
import type { NextFunction, Request, Response } from "express";
import type { Env } from "../app/env.server";
import { originAllowed } from "../app/utils/origin";
import { requestOrigin } from "./remix-http";
import { refuse } from "./request-guards";

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");
/** Matches no route (the 404 page); no other code looks at it. */
const NOWHERE = "/__no-such-page__";

export const ADMIN_FORBIDDEN = {
  en: "Forbidden: this request did not come from this site's page.",
  fr: "Interdit : cette requête ne vient pas d'une page de ce site.",
};

export function adminGuard(env: Pick<Env, "ADMIN_TOKEN" | "LOG_LEVEL" | "SITE_URL">) {
  const siteHost = env.SITE_URL ? new URL(env.SITE_URL).host : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isAdminPath(req.path)) return next();
    if (!env.ADMIN_TOKEN) {
      // Both: Express routes by `url`, the Remix adapter builds its URL from `originalUrl`.
      req.url = NOWHERE;
      req.originalUrl = NOWHERE;
      return next();
    }
    if (req.method !== "POST") return next();
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === "string" ? value : null;
    };
    const ok = originAllowed({ origin: header("origin"), referer: header("referer") }, requestOrigin(req, siteHost), env.SITE_URL);
    if (ok) return next();
    refuse(env, req, res, 403, ADMIN_FORBIDDEN);
  };
}
