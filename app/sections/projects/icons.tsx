/** Inline SVG icons of the projects gallery (decorative). */
import { ExternalLinkIcon, GithubIcon, Svg, TwitchIcon, XLogoIcon, type IconProps } from "~/components/icons";
import { ContentIcon } from "~/components/content-icons";
import type { ProjectDto } from "~/services/projects.server";

type P = IconProps;

export { ExternalLinkIcon, GithubIcon, TwitchIcon, XLogoIcon };

export const BrainCircuitIcon = (p: P) => (
  <Svg {...p}>
    <path d="M12 5a3 3 0 1 0-5.997.125 4 4 0 0 0-2.526 5.77 4 4 0 0 0 .556 6.588A4 4 0 1 0 12 18Z" />
    <path d="M9 13a4.5 4.5 0 0 0 3-4M6.003 5.125A3 3 0 0 0 6.401 6.5M3.477 10.896a4 4 0 0 1 .585-.396M6 18a4 4 0 0 1-1.967-.516" />
    <path d="M12 13h4M12 18h6a2 2 0 0 1 2 2v1M12 8h8M16 8V5a2 2 0 0 1 2-2" />
    <circle cx="16" cy="13" r=".5" />
    <circle cx="18" cy="3" r=".5" />
    <circle cx="20" cy="21" r=".5" />
    <circle cx="20" cy="8" r=".5" />
  </Svg>
);
export const Code2Icon = (p: P) => (
  <Svg {...p}>
    <path d="m18 16 4-4-4-4M6 8l-4 4 4 4M14.5 4l-5 16" />
  </Svg>
);
export const DatabaseIcon = (p: P) => (
  <Svg {...p}>
    <ellipse cx="12" cy="5" rx="9" ry="3" />
    <path d="M3 5v14a9 3 0 0 0 18 0V5" />
    <path d="M3 12a9 3 0 0 0 18 0" />
  </Svg>
);
export const CloseIcon = (p: P) => (
  <Svg {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

/** A project's icon: the gallery's own drawings for the names it had first, else the content icon of that name. */
export function ProjectIcon({ icon, size, className }: { icon: ProjectDto["icon"] } & P) {
  switch (icon) {
    case "twitch":
      return <TwitchIcon size={size} className={className} />;
    case "BrainCircuit":
      return <BrainCircuitIcon size={size} className={className} />;
    case "database":
      return <DatabaseIcon size={size} className={className} />;
    case "Code2":
      return <Code2Icon size={size} className={className} />;
    default:
      return <ContentIcon name={icon} size={size} className={className} />;
  }
}
