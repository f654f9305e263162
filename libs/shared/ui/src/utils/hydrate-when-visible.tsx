import {
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

type Gate = { promise: Promise<void>; open: () => void };

// Set by the server's entry: the server renders every deferred part inside its boundary, as the
// browser's hydration will find it.
let onServer = false;

/** The server entry says it renders the server's HTML (a browser never does). */
export function setRenderingOnServer(on: boolean): void {
  onServer = on;
}

const noSubscription = () => () => undefined;

/** True while React hydrates the server's HTML (its server snapshot), false for what mounts later. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

// The gates still closed: a navigation opens them all (hydrateAllParts).
const closed = new Set<Gate>();

function createGate(): Gate {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    promise,
    open: () => {
      closed.delete(gate);
      resolve();
    },
  };
  closed.add(gate);
  return gate;
}

/**
 * Hydrates every part still waiting for the viewport. A navigation changes the router's state, which
 * parts read (a link reads the location): React cannot carry such an update into a part it has not
 * hydrated, and would hold the navigation until the part comes into view. The browser's start calls
 * this when a navigation begins.
 */
export function hydrateAllParts(): void {
  for (const gate of [...closed]) gate.open();
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/** How far ahead of the viewport a part is hydrated: it is ready by the time it scrolls in. */
const ahead = '100% 0px';

/**
 * Keeps the server's HTML of its children as it is while the page hydrates, and hydrates them once
 * they come near the viewport: a part the visitor has not reached costs no main-thread time at the
 * start (on a low-tier phone, the hydration of a long page's lower blocks is most of its blocking
 * time). A Suspense boundary of its own, so React hydrates each such part in a task of its own. Parts
 * that must answer at once (forms, the calculator, the carousel) are not wrapped. A wrapper with
 * `display: contents` (no box of its own, the layout unchanged) is what the browser watches.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // Taken once, at mount: a part the hydration found stays gated until it is in view.
  const [gate] = useState(() => (hydrating && !onServer ? createGate() : null));
  useEffect(() => {
    if (!gate) return undefined;
    const target = ref.current?.firstElementChild;
    if (!target || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: ahead },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [gate]);
  // The server's HTML and the browser's hydration have the boundary; a part mounted later (a page
  // opened by a navigation) has none, so a block still loading suspends the page's own boundary and
  // the page appears whole, as it always did. The same element while the children are the same: a
  // boundary not hydrated yet that received new props would be rendered afresh, its server HTML lost.
  const boundary = onServer || gate !== null;
  const content = useMemo(
    () =>
      boundary ? (
        <Suspense fallback={null}>
          <Gated gate={gate}>{children}</Gated>
        </Suspense>
      ) : (
        children
      ),
    [boundary, gate, children],
  );
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {content}
    </div>
  );
}
