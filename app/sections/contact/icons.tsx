/** Inline SVG icons of the contact section (decorative). */
import { Svg as BaseSvg } from "~/components/icons";
import type { ReactNode } from "react";

const SIZE = 22;
const Svg = ({ children }: { children: ReactNode }) => <BaseSvg size={SIZE}>{children}</BaseSvg>;

export const CheckIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </Svg>
);
