/** One small inline icon per kind of social link (decorative, stroke style like the others). */
import type { SocialKind } from "~/content/socials";
import { GithubIcon, Svg, TwitchIcon, XLogoIcon, type IconProps } from "./icons";

const GitlabIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 21-9-7 2-10 3 6h8l3-6 2 10-9 7Z" />
  </Svg>
);
const LinkedinIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
  </Svg>
);
const MastodonIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 8c0-3-2-5-5-5H9C6 3 4 5 4 8v5c0 4 3 6 7 6 2 0 4-.5 4-.5V17s-2 .5-4 .5c-2 0-3-1-3-2.5h8c2 0 4-2 4-4V8Z" />
    <path d="M9 12V8.5a1.5 1.5 0 0 1 3 0V11M12 11V8.5a1.5 1.5 0 0 1 3 0V12" />
  </Svg>
);
const BlueskyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 11C10 7 6 4 4 4c-1 0-1 1-1 3s1 5 4 5c-3 1-3 3-2 4s3 2 5-1l2-4 2 4c2 3 4 2 5 1s1-3-2-4c3 0 4-3 4-5s0-3-1-3c-2 0-6 3-8 7Z" />
  </Svg>
);
const YoutubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3V9Z" />
  </Svg>
);
const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Svg>
);
/** A generic link (chain), for a website. */
const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
    <path d="M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
  </Svg>
);

const ICONS: Record<SocialKind, (p: IconProps) => JSX.Element> = {
  github: GithubIcon,
  gitlab: GitlabIcon,
  linkedin: LinkedinIcon,
  x: XLogoIcon,
  mastodon: MastodonIcon,
  bluesky: BlueskyIcon,
  youtube: YoutubeIcon,
  twitch: TwitchIcon,
  email: MailIcon,
  website: LinkIcon,
};

export function SocialIcon({ kind, ...props }: IconProps & { kind: SocialKind }) {
  const Icon = ICONS[kind];
  return <Icon {...props} />;
}
