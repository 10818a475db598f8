import type { Command, LineSegment } from "../command";

interface ProjectLine {
  title: string;
  description: string;
  githubUrl: string;
  liveUrl: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** Reads a project from the API (per-language blocks keyed by language code, or a `text` map). */
export function projectLine(raw: unknown, lang: string): ProjectLine | null {
  if (!isObj(raw)) return null;
  const blocks = isObj(raw.text) ? raw.text : raw;
  const block = (isObj(blocks[lang]) ? blocks[lang] : isObj(blocks.en) ? blocks.en : {}) as Obj;
  const title = str(block.title) || str(raw.title) || str(raw.id);
  if (!title) return null;
  return {
    title,
    description: str(block.description) || str(raw.description),
    githubUrl: str(raw.githubUrl),
    liveUrl: str(raw.liveUrl),
  };
}

const usable = (url: string) => url.trim() !== "" && !url.trim().startsWith("#");

export const projects: Command = {
  name: "projects",
  kind: "portfolio",
  help: {
    en: { usage: "projects", summary: "List my projects with their links" },
    fr: { usage: "projects", summary: "Lister mes projets et leurs liens" },
  },
  async run(ctx) {
    // The interface language (a French page lists the projects in French, whatever the browser says).
    const lang = ctx.lang;
    const loadingId = ctx.print("system", ctx.t("projectsLoading"), { isLoading: true });
    let result: Awaited<ReturnType<typeof ctx.deps.api.projects>>;
    try {
      result = await ctx.deps.api.projects();
    } catch {
      ctx.batch(() => {
        ctx.remove(loadingId);
        ctx.print("error", ctx.t("projectsNetwork"));
      });
      return;
    }
    ctx.batch(() => {
      ctx.remove(loadingId);
      if (!result.ok || !Array.isArray(result.projects)) {
        ctx.print("error", ctx.t("projectsFailed"));
        return;
      }
      const list = result.projects.map((p) => projectLine(p, lang)).filter((p): p is ProjectLine => p !== null);
      if (list.length === 0) {
        ctx.print("system", ctx.t("projectsNone"));
        return;
      }
      ctx.print("system", ctx.t("projectsTitle"));
      for (const p of list) {
        ctx.print("system", p.description ? `${p.title} - ${p.description}` : p.title, {
          segments: [{ text: p.title, tone: "accent" }, ...(p.description ? [{ text: ` - ${p.description}` }] : [])],
        });
        const links: { label: string; href: string }[] = [];
        if (usable(p.githubUrl)) links.push({ label: ctx.t("projectSource"), href: p.githubUrl });
        if (usable(p.liveUrl)) links.push({ label: ctx.t("projectLive"), href: p.liveUrl });
        if (links.length > 0) {
          const segments: LineSegment[] = [{ text: "  " }];
          links.forEach((l, i) => {
            if (i > 0) segments.push({ text: " | ", tone: "muted" });
            segments.push({ text: l.label, href: l.href });
          });
          ctx.print("system", "  " + links.map((l) => `${l.label}: ${l.href}`).join(" | "), { segments });
        }
      }
    });
  },
};
