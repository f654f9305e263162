import type { Block } from '@site/shared-content';
import { useMemo } from 'react';
import { HydrateWhenVisible } from '@site/shared-ui';
import { ErrorBoundary } from 'react-error-boundary';
import type { BlockRegistry } from './block-registry';
import { lazyBlock, preloadBlock } from './lazy-blocks';
import { useRecordModule } from './rendered-modules';

export type BlockRendererProps = { blocks: Block[]; registry: BlockRegistry; indexOffset?: number };

/**
 * The dynamic zone: each block by its component uid. An unknown block is skipped (with a warning in
 * development) and a block that throws is dropped by its own boundary; the page keeps rendering.
 * While the server's page hydrates, a block hydrates when it comes near the viewport, unless it is
 * one a visitor acts on at once (`eager`).
 * The caller wraps it in one Suspense boundary so the page appears whole, without layout shift.
 */
export function BlockRenderer({ blocks, registry, indexOffset = 0 }: BlockRendererProps) {
  const record = useRecordModule();
  // Start every chunk this page needs before React renders the first one: no waterfall.
  useMemo(
    () =>
      blocks.forEach((block) => {
        const entry = registry[block.__component];
        if (entry) void preloadBlock(entry.load);
      }),
    [blocks, registry],
  );
  return (
    <>
      {blocks.map((block, index) => {
        const entry = registry[block.__component];
        if (!entry) {
          if (import.meta.env?.DEV)
            console.warn(`No renderer for CMS block "${block.__component}"; skipped.`);
          return null;
        }
        record(entry.load);
        const Component = lazyBlock(entry.load);
        const rendered = <Component block={block} index={index + indexOffset} />;
        return (
          <ErrorBoundary
            key={`${block.__component}-${block.id ?? index}`}
            fallback={null}
            onError={reportBlockError}
          >
            {entry.eager ? rendered : <HydrateWhenVisible>{rendered}</HydrateWhenVisible>}
          </ErrorBoundary>
        );
      })}
    </>
  );
}

function reportBlockError(error: unknown) {
  if (import.meta.env?.DEV) console.warn('A CMS block failed to render and was left out.', error);
}
