import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useHydrated } from './use-hydrated';

type Gate = { promise: Promise<void>; open: () => void };

// Set by the server's entry: the server renders every deferred part inside its boundary, as the
// browser's hydration will find it.
let onServer = false;

/** The server entry says it renders the server's HTML (a browser never does). */
export function setRenderingOnServer(on: boolean): void {
  onServer = on;
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

type Hydration = { done: boolean; replay: (() => void) | null };

/** Waits for the gate; once hydrated, clicks again what a visitor clicked while it waited. */
function Gated({
  gate,
  hydrationRef,
  children,
}: {
  gate: Gate | null;
  hydrationRef: RefObject<Hydration>;
  children: ReactNode;
}) {
  if (gate) use(gate.promise);
  useEffect(() => {
    const hydration = hydrationRef.current;
    hydration.done = true;
    const replay = hydration.replay;
    hydration.replay = null;
    replay?.();
  }, [hydrationRef]);
  return children;
}

// What a click is held on: a link or a button, and a radio button, whose choice the form's
// registration would set back to its default (react-hook-form keeps a field typed in or a box ticked
// before it was ready, not a radio button's choice).
const heldTargets = 'a[href], button, input[type="radio"]';

/**
 * A click on a link, button or choice of a part not hydrated yet (Playwright's, or a visitor's quicker
 * than the viewport's margin) would follow the link natively, a whole page load that drops the store,
 * or reach no handler. It is held, the part hydrated, and the click made again on the same element.
 * Focus moved into the part (a field tapped or tabbed to) hydrates it too: typing starts on a form
 * that is ready, or nearly (what was typed before is kept).
 */
function openOnInteraction(wrapper: HTMLElement, gate: Gate, hydrationRef: RefObject<Hydration>) {
  const onClick = (event: MouseEvent) => {
    const hydration = hydrationRef.current;
    if (
      hydration.done ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(heldTargets) : null;
    if (!target || !wrapper.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    const held = () => [...wrapper.querySelectorAll<HTMLElement>(heldTargets)];
    const place = held().indexOf(target);
    // An urgent update above the part (a context changing) before its code has arrived makes React
    // render the part afresh instead of hydrating it: the element clicked is then gone, and a click on
    // it (a link's) would load the page natively. Its new copy is at the same place in the part.
    hydration.replay = () => (target.isConnected ? target : held()[place])?.click();
    gate.open();
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) gate.open();
  };
  // On the document, before React's own listener on the root: for a part it cannot hydrate at once,
  // React stops a click (or a focus) there.
  const { ownerDocument } = wrapper;
  ownerDocument.addEventListener('click', onClick, true);
  ownerDocument.addEventListener('focusin', onFocus, true);
  return () => {
    ownerDocument.removeEventListener('click', onClick, true);
    ownerDocument.removeEventListener('focusin', onFocus, true);
  };
}

/** How far ahead of the viewport a part is hydrated: it is ready by the time it scrolls in. */
const ahead = '100% 0px';

/**
 * Keeps the server's HTML of its children as it is while the page hydrates, and hydrates them once
 * they come near the viewport: a part the visitor has not reached costs no main-thread time at the
 * start (on a low-tier phone, the hydration of a long page's lower blocks is most of its blocking
 * time). A Suspense boundary of its own, so React hydrates each such part in a task of its own. Parts
 * that must answer at once (the calculator, the carousel) are not wrapped. A wrapper with
 * `display: contents` (no box of its own, the layout unchanged) is what the browser watches.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  // True while React hydrates the server's HTML (and on the server), false for what mounts later.
  const hydrating = !useHydrated();
  // Taken once, at mount: a part the hydration found stays gated until it is in view.
  const [gate] = useState(() => (hydrating && !onServer ? createGate() : null));
  const hydrationRef = useRef<Hydration>({ done: false, replay: null });
  // Watched from when React attaches the wrapper, in the hydration's own commit, not from an effect
  // after it: the mark that says the page has hydrated (markHydrated, a ref too) is set in that commit,
  // so no click can come between the two and follow a waiting part's link natively.
  const watch = useCallback(
    (wrapper: HTMLDivElement | null) => {
      if (!gate || !wrapper) return undefined;
      const target = wrapper.firstElementChild;
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
      const release = openOnInteraction(wrapper, gate, hydrationRef);
      return () => {
        observer.disconnect();
        release();
      };
    },
    [gate],
  );
  // The server's HTML and the browser's hydration have the boundary; a part mounted later (a page
  // opened by a navigation) has none, so a block still loading suspends the page's own boundary and
  // the page appears whole, as it always did. The same element while the children are the same: a
  // boundary not hydrated yet that received new props would be rendered afresh, its server HTML lost.
  const boundary = onServer || gate !== null;
  const content = useMemo(
    () =>
      boundary ? (
        <Suspense fallback={null}>
          <Gated gate={gate} hydrationRef={hydrationRef}>
            {children}
          </Gated>
        </Suspense>
      ) : (
        children
      ),
    [boundary, gate, children],
  );
  return (
    <div ref={watch} style={{ display: 'contents' }}>
      {content}
    </div>
  );
}
