/**
 * The sections under the hero, fetched when the visitor needs them (ADR 022):
 * when they come near the viewport, when the URL names one of them (/#projects),
 * when an in-page link is followed, or when the visitor points at or tabs into
 * them. Until then the server's HTML stays as it is (it works without
 * JavaScript) and neither their code nor framer-motion is downloaded.
 *
 * How: this small module hydrates with the page; inside it a Suspense boundary
 * holds `Gate`, which suspends during hydration until the sections are wanted.
 * React keeps a suspended boundary's server HTML in place (no layout shift) and
 * hydrates it when the chunk has arrived.
 */
import { memo, Suspense, useEffect, useSyncExternalStore, type MemoExoticComponent } from "react";
import type { ProjectsSectionData } from "./projects/loader.server";
import type BelowTheFoldContent from "./BelowTheFoldContent";
import { FIRST_SECTION_ID, watchSectionsDemand } from "./sections-demand";
import { loadPageSectionStrings } from "~/i18n/on-demand";

interface Props {
  projects: ProjectsSectionData;
  skill?: number;
}

/**
 * The sections, memoised: Gate renders again right after hydration (its `useSyncExternalStore` snapshot turns
 * from the server's `true` to `false`), and that render must not reach them. Each render of the sections gives
 * framer-motion's LazyMotion a new context value, and a context change above a boundary that is still waiting
 * for its code (the project modal of a `?project=` link) is an update to it: React would throw its server HTML
 * away and redraw it (error #421 in the console).
 */
let content: MemoExoticComponent<typeof BelowTheFoldContent> | null = null;
let loading: Promise<void> | null = null;
let markLoaded: () => void = () => {};
/** Resolves once the chunk is here; never rejects (a failed fetch leaves the server HTML working). */
const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

/** Fetches the sections' chunk once; a failed fetch may be retried by the next request. */
export function loadSections(): Promise<void> {
  // Their strings come with them (ADR 061): the page's data holds only the first screen's.
  loading ??= Promise.all([import("./BelowTheFoldContent"), loadPageSectionStrings()]).then(
    ([module]) => {
      content = memo(module.default);
      markLoaded();
    },
    () => {
      loading = null;
    },
  );
  return loaded;
}

const subscribeToNothing = () => () => {};

/**
 * Suspends until the sections are wanted. While React hydrates, the server's HTML
 * stays in place, so waiting costs nothing. But when React renders the boundary
 * on the client instead (an update reached it before it hydrated: React drops the
 * server HTML and starts afresh, error #421), there is nothing left to show: load
 * at once. `useSyncExternalStore` tells the two apart (its server snapshot is read
 * only while hydrating). Any render during hydration after the first (new props,
 * a click inside) asks for the chunk too.
 */
let renders = 0;
function Gate(props: Props) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (content) {
    const Sections = content;
    return <Sections {...props} />;
  }
  renders += 1;
  // On the server, in a client render, and in a client navigation to "/" (no server HTML of the sections to keep), load at once.
  if (typeof document === "undefined" || !hydrating || renders > 1 || !document.getElementById(FIRST_SECTION_ID)) void loadSections();
  // Suspense's protocol: a thrown promise.
  throw loaded;
}

function BelowTheFold(props: Props) {
  useEffect(() => (content ? undefined : watchSectionsDemand(() => void loadSections())), []);
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}

// Memoised: the page re-renders on scroll (header state); the suspended boundary must not see that as an update.
export default memo(BelowTheFold);
