import type { Block } from '@site/shared-content';
import { firstScreenEnd } from '@site/shared-server-contract';
import { Fragment, useMemo } from 'react';
import { HydrateWhenVisible } from '@site/shared-ui';
import { ErrorBoundary } from 'react-error-boundary';
import type { BlockRegistry } from './block-registry';
import { lazyBlock, preloadBlock } from './lazy-blocks';
import { useRecordModule } from './rendered-modules';
import { blockEntry, useSiteBlocks } from './site-blocks';

export type BlockRendererProps = { blocks: Block[]; registry: BlockRegistry; indexOffset?: number };

/**
 * The dynamic zone: each block by its component uid (`blockEntry`: the page's domain's, a shared one, or
 * one a domain lends every page, such as a collection's list). An unknown block is skipped (with a warning in
 * development) and a block that throws is dropped by its own boundary; the page keeps rendering.
 * While the server's page hydrates, a block hydrates when it comes near the viewport, unless it is
 * one a visitor acts on at once (`eager`).
 * The caller wraps it in one Suspense boundary so the page appears whole, without layout shift.
 */
export function BlockRenderer({ blocks, registry, indexOffset = 0 }: BlockRendererProps) {
  const record = useRecordModule();
  const site = useSiteBlocks();
  const entries = useMemo(
    () => blocks.map((block) => blockEntry(block, registry, site)),
    [blocks, registry, site],
  );
  // The server notes the chunks a page used (to announce them); the browser records nothing.
  entries.forEach((entry) => {
    if (entry) record(entry.load);
  });
  // One element per block while the page's blocks are the same: a block whose hydration waits for the
  // viewport keeps its server HTML only if nothing re-renders it with new props (HydrateWhenVisible).
  return useMemo(() => {
    // Start every chunk this page needs before React renders the first one: no waterfall.
    entries.forEach((entry) => {
      if (entry) void preloadBlock(entry.load);
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
          const Component = lazyBlock(entry.load);
          const rendered = <Component block={block} index={index + indexOffset} />;
          return (
            <Fragment key={`${block.__component}-${block.id ?? index}`}>
              <ErrorBoundary fallback={null} onError={reportBlockError}>
                {entry.eager ? rendered : <HydrateWhenVisible>{rendered}</HydrateWhenVisible>}
              </ErrorBoundary>
              {/* The page's first block ends here: the browser paints the page from here on. */}
              {index + indexOffset === 0 && <span id={firstScreenEnd} hidden />}
            </Fragment>
          );
        })}
      </>
    );
  }, [blocks, entries, indexOffset]);
}

function reportBlockError(error: unknown) {
  if (import.meta.env?.DEV) console.warn('A CMS block failed to render and was left out.', error);
}
