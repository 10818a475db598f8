/**
 * The heading of a section under the hero: a shell prompt line above the title ("$ whoami"; hidden
 * from screen readers: it repeats the title in the site's terminal voice), the title, whose id
 * (`<section>-title`) labels the section, and an optional lead paragraph.
 */
import type { ReactNode } from "react";

export function SectionHeading({
  section,
  command,
  title,
  lead,
}: {
  section: string;
  command: string;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <>
      <p className="section-kicker" aria-hidden="true" data-testid="section-prompt">
        <span className="section-prompt-sign">$</span> {command}
      </p>
      <h2 id={`${section}-title`} className="section-title">
        {title}
      </h2>
      {lead === undefined ? null : <p className="section-lead">{lead}</p>}
    </>
  );
}
