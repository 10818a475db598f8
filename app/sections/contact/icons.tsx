/** Inline SVG icons of the contact section (decorative). */
import { GithubIcon as Github, Svg as BaseSvg, TwitchIcon as Twitch, XLogoIcon as XLogo } from "~/components/icons";
import type { ReactNode } from "react";

const SIZE = 22;
const Svg = ({ children }: { children: ReactNode }) => <BaseSvg size={SIZE}>{children}</BaseSvg>;

export const MailIcon = () => (
  <Svg>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Svg>
);
export const XIcon = () => <XLogo size={SIZE} />;
export const GithubIcon = () => <Github size={SIZE} />;
export const TwitchIcon = () => <Twitch size={SIZE} />;
export const CheckIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </Svg>
);
