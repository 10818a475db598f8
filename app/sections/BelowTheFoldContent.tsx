/**
 * The sections under the hero, in one chunk of their own, fetched when the
 * visitor needs them (see BelowTheFold.tsx). The server renders them in full
 * (they work without JavaScript) and React keeps that HTML until this chunk
 * arrives. framer-motion lives here too (LazyMotion + m), out of the first visit.
 */
import { LazyMotion, MotionConfig, domAnimation } from "framer-motion";
import { useEffect } from "react";
import { useContent } from "~/content/use-content";
import { HEADER_HEIGHT_PX, hasVisitorMoved, hashIsVisitors } from "./nav";
import { About } from "./about/About";
import { Skills } from "./skills/Skills";
import { AiShowcase } from "./ai-showcase/AiShowcase";
import { Projects } from "./projects/Projects";
import { Contact } from "./contact/Contact";
import type { ProjectsSectionData } from "./projects/loader.server";

/** How long a deep link keeps its section in place while the page settles. */
const SETTLE_MS = 4_000;

export default function BelowTheFoldContent({ projects, skill = 0 }: { projects: ProjectsSectionData; skill?: number }) {
  const showcase = useContent().profile.showcase !== false;
  // A marker for tests: these sections are interactive from here on.
  useEffect(() => {
    document.documentElement.dataset.sectionsHydrated = "true";
    // A deep link (/#contact) lands on its section even when the browser's own anchor scroll
    // ran before the page was ready or was cut short, unless the visitor has moved already. A hash
    // the page wrote itself (the section in view) is no deep link: aligning to it would jump.
    const target =
      hashIsVisitors() && window.location.hash.length > 1
        ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
        : null;
    if (!target) return;
    const align = () => {
      if (!hasVisitorMoved() && Math.abs(target.getBoundingClientRect().top - HEADER_HEIGHT_PX) > 1)
        target.scrollIntoView({ behavior: "instant", block: "start" });
    };
    align();
    // Content above it may still grow for a moment (lazy parts, fonts, the chat's history): stay on
    // the linked section while the page settles, until the visitor moves.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(align);
    observer?.observe(document.body);
    const settle = window.setTimeout(() => observer?.disconnect(), SETTLE_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(settle);
    };
  }, []);
  return (
    <LazyMotion features={domAnimation}>
      <MotionConfig reducedMotion="user">
        <About />
        <Skills initial={skill} />
        {showcase ? <AiShowcase /> : null}
        <Projects data={projects} />
        <Contact />
      </MotionConfig>
    </LazyMotion>
  );
}
