/** The section links (five without the AI showcase), shared by the header bar and the mobile menu. */
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useContent } from "~/content/use-content";
import { SECTIONS, type SectionKey } from "../nav";

export interface SectionNavProps {
  className?: string;
  listClassName: string;
  activeSection?: SectionKey;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
}

export function SectionNav({ className, listClassName, activeSection, onLinkClick }: SectionNavProps) {
  const { t } = useTranslation();
  // Without the AI showcase (profile.showcase: false) its link goes too.
  const showcase = useContent().profile.showcase !== false;
  return (
    <nav aria-label={t("header.navLabel")} className={className}>
      <ul className={listClassName}>
        {SECTIONS.filter((section) => showcase || section.key !== "agents").map((section) => (
          <li key={section.key}>
            <a
              href={`#${section.id}`}
              aria-current={activeSection === section.key ? "true" : undefined}
              onClick={(event) => onLinkClick(event, section.id)}
            >
              {t(`header.nav.${section.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
