/**
 * Loads a lazily imported program's stylesheet on demand (games and players
 * are not in the first page load, so neither is their CSS) and shows the
 * children once it applies, so the board never flashes unstyled.
 */
import { useEffect, useState, type ReactNode } from "react";

const loaded = new Map<string, Promise<void>>();

function loadStylesheet(href: string): Promise<void> {
  let pending = loaded.get(href);
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      // A failed stylesheet still shows the program (unstyled beats nothing).
      link.onload = link.onerror = () => resolve();
      document.head.appendChild(link);
    });
    loaded.set(href, pending);
  }
  return pending;
}

export function Stylesheets({ hrefs, children, fallback = null }: { hrefs: string[]; children: ReactNode; fallback?: ReactNode }) {
  const key = hrefs.join(" ");
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all(key.split(" ").map(loadStylesheet)).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return <>{ready ? children : fallback}</>;
}
