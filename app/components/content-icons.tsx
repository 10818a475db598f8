/** The named pictures of the content (about cards, skill categories): one stroke path each. */
import type { ContentIcon as IconName } from "~/content/icons";

const PATHS: Record<IconName, string> = {
  code: "M8 6l-6 6 6 6M16 6l6 6-6 6",
  brain: "M12 3v3M12 18v3M3 12h3M18 12h3M7 7h10v10H7zM10 10h4v4h-4z",
  video: "M4 6h16v10H4zM9 20h6M12 16v4M10 9l4 2-4 2z",
  database: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  cloud: "M7 18h10a4 4 0 0 0 .5-8 6 6 0 0 0-11.5 1.5A3.3 3.3 0 0 0 7 18z",
  rocket: "M12 15l-3-3c1-5 4-8 10-9-1 6-4 9-9 10zM9 12l-4 1 2-4h4M12 15l-1 4 4-2v-4M5 19l2-2",
  chart: "M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6",
  terminal: "M4 5h16v14H4zM7 9l3 3-3 3M12 15h5",
};

export function ContentIcon({ name, size = 28, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
