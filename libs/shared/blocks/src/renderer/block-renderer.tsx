import { isServedBlock, servedBlockKey, type Block, type ServedBlock } from '@site/shared-content';
import { Fragment, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { HydrateWhenVisible, ServedHtml, useHydrated } from '@site/shared-ui';
import { ErrorBoundary } from 'react-error-boundary';
import type { BlockEntry, BlockRegistry } from './block-registry';
import { lazyBlock, preloadBlock } from './lazy-blocks';
import { ServedParts, useRecordModule } from './rendered-modules';
import { FirstScreenEnd } from './first-screen-end';
import { blockEntry, useSiteBlocks } from './site-blocks';

export type BlockRendererProps = {
  blocks: (Block | ServedBlock)[];
  registry: BlockRegistry;
  indexOffset?: number;
};

/**
 * The dynamic zone: each block by its component uid (`blockEntry`: the page's domain's, a shared one, or
 * one a domain lends every page, such as a collection's list). An unknown block is skipped (with a warning in
 * development) and a block that throws is dropped by its own boundary; the page keeps rendering.
 * While the server's page hydrates, a block hydrates when it comes near the viewport, unless it is
 * one a visitor acts on at once (`eager`). A block with nothing to act on (`serverOnly`) is never
 * rendered by the browser: the server's HTML stays, its code is not loaded, its content is not in the
 * page's state (ADR 0032).
 * The caller wraps it in one Suspense boundary so the page appears whole, without layout shift.
 */
export function BlockRenderer({ blocks, registry, indexOffset = 0 }: BlockRendererProps) {
  const record = useRecordModule();
  const served = useContext(ServedParts);
  const site = useSiteBlocks();
  // The blocks of the server's page, while the browser hydrates it; null for blocks rendered after.
  const hydrated = useHydrated();
  const [hydratingBlocks] = useState(() => (hydrated ? null : blocks));
  const entries = useMemo(
    () => blocks.map((block) => blockEntry(block as Block, registry, site)),
    [blocks, registry, site],
  );
  // The server notes the chunks a page's browser needs (to announce them) and the blocks it serves
  // for good; the browser records nothing.
  blocks.forEach((block, index) => {
    const entry = entries[index];
    const key = entry?.serverOnly ? servedBlockKey(block) : null;
    if (key !== null) served?.add(key);
    else if (entry) record(entry.load);
  });
  // One element per block while the page's blocks are the same: a block whose hydration waits for the
  // viewport keeps its server HTML only if nothing re-renders it with new props (HydrateWhenVisible).
  return useMemo(() => {
    // Start every chunk this page needs before React renders the first one: no waterfall. While the
    // server's page hydrates, a block waiting for the viewport is left out: its module is evaluated
    // when its part opens, not at the start (the server announced it, so the file is already here).
    entries.forEach((entry, index) => {
      if (!entry || isServedBlock(blocks[index] as Block)) return;
      if (entry.eager || blocks !== hydratingBlocks) void preloadBlock(entry.load);
    });
    return (
      <>
        {blocks.map((block, index) => {
          const entry = entries[index];
          if (!entry) {
            if (import.meta.env?.DEV)
              console.warn(`No renderer for CMS block "${block.__component}"; skipped.`);
            return null;
          }
          return (
            <Fragment key={`${block.__component}-${block.id ?? index}`}>
              <ErrorBoundary fallback={null} onError={reportBlockError}>
                {blockElement(block, entry, index + indexOffset)}
              </ErrorBoundary>
              {/* The page's first block ends here: the browser paints the page from here on. */}
              {index + indexOffset === 0 && <FirstScreenEnd />}
            </Fragment>
          );
        })}
      </>
    );
  }, [blocks, entries, indexOffset, hydratingBlocks]);
}

/** A block as the page shows it: kept as served, rendered at once, or hydrated when it comes near. */
function blockElement(block: Block | ServedBlock, entry: BlockEntry, index: number) {
  const key = entry.serverOnly ? servedBlockKey(block) : null;
  if (isServedBlock(block)) {
    if (key === null) return null;
    return entry.onRoute ? <RoutedHtml id={key} onRoute={entry.onRoute} /> : <ServedHtml id={key} />;
  }
  const Component = lazyBlock(entry.load);
  const rendered = <Component block={block} index={index} />;
  if (key !== null) return <ServedHtml id={key}>{rendered}</ServedHtml>;
  return entry.eager ? rendered : <HydrateWhenVisible>{rendered}</HydrateWhenVisible>;
}

/** A kept block that answers its route (`onRoute`): when shown, and at each navigation that changes it. */
function RoutedHtml({ id, onRoute }: { id: string; onRoute: NonNullable<BlockEntry['onRoute']> }) {
  const ref = useRef<HTMLDivElement>(null);
  const params = useParams();
  useEffect(() => {
    let shown = true;
    void onRoute().then(({ default: follow }) => {
      if (shown && ref.current) follow(ref.current, params);
    });
    return () => {
      shown = false;
    };
  }, [onRoute, params]);
  return <ServedHtml id={id} ref={ref} />;
}

function reportBlockError(error: unknown) {
  if (import.meta.env?.DEV) console.warn('A CMS block failed to render and was left out.', error);
}
