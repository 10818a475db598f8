/**
 * The sections under the hero, in one chunk of their own. The server renders
 * them in full (they work without JavaScript); the browser hydrates them as soon
 * as this chunk arrives, so the first load carries only the header and hero.
 * framer-motion lives here too (LazyMotion + m), out of the first load.
 */
import { LazyMotion, MotionConfig, domAnimation } from "framer-motion";
import { useEffect } from "react";
import { About } from "./about/About";
import { Skills } from "./skills/Skills";
import { AiShowcase } from "./ai-showcase/AiShowcase";
import { Projects } from "./projects/Projects";
import { Contact } from "./contact/Contact";
import type { ProjectsSectionData } from "./projects/loader.server";

export default function BelowTheFold({ projects }: { projects: ProjectsSectionData }) {
  // A marker for tests: these sections are interactive from here on.
  useEffect(() => {
    document.documentElement.dataset.sectionsHydrated = "true";
  }, []);
  return (
    <LazyMotion features={domAnimation}>
      <MotionConfig reducedMotion="user">
        <About />
        <Skills />
        <AiShowcase />
        <Projects data={projects} />
        <Contact />
      </MotionConfig>
    </LazyMotion>
  );
}
