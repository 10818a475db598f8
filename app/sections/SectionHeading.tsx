/**
 * The heading of a section under the hero: an optional kicker above the
 * title (hidden from screen readers: it repeats the title), the title, whose
 * id (`<section>-title`) labels the section, and an optional lead paragraph.
 */
import type { ReactNode } from "react";

export function SectionHeading({
  section,
  kicker,
  title,
  lead,
}: {
  section: string;
  kicker?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <>
      {kicker === undefined ? null : (
        <p className="section-kicker" aria-hidden="true">
          {kicker}
        </p>
      )}
      <h2 id={`${section}-title`} className="section-title">
        {title}
      </h2>
      {lead === undefined ? null : <p className="section-lead">{lead}</p>}
    </>
  );
}
