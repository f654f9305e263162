import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

type Gate = { promise: Promise<void>; open: () => void };

/**
 * How the app renders: the server's HTML (`server`, set by the server entry), the browser hydrating it
 * (`hydrating`, set by the browser's start just before `hydrateRoot`), or the app live in the browser
 * (after the first hydration, and in tests and stories). Parts are deferred only while hydrating;
 * the server and the hydration must render the same boundaries.
 */
export type RenderMode = 'server' | 'hydrating' | 'live';
let mode: RenderMode = 'live';

export function setRenderMode(next: RenderMode): void {
  mode = next;
}

/** Rendered last in the app: once the first hydration has committed, what mounts renders at once. */
export function HydrationDone() {
  useEffect(() => setRenderMode('live'), []);
  return null;
}

function createGate(): Gate {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
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
  const [gate] = useState(() => (mode === 'hydrating' ? createGate() : null));
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
  // the page appears whole, as it always did.
  const boundary = mode === 'server' || gate !== null;
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {boundary ? (
        <Suspense fallback={null}>
          <Gated gate={gate}>{children}</Gated>
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
