import type { PageContent } from '@site/shared-content';
import { BlockRenderer } from '@site/shared-blocks';
import { routeBlocks, type RouteHandle } from '@site/shared-routing';
import { Container, VisuallyHidden } from '@site/shared-ui';
import { Suspense, useMemo } from 'react';
import { PageLoading } from './page-loading';
import styles from './page-body.module.css';

export type PageBodyProps = {
  content: PageContent;
  /** The route's handle: its domain's block renderers and its paged collection. */
  handle: RouteHandle;
  /** A section below the page: its blocks never claim the page's `<h1>`, and it has no route list. */
  isSection?: boolean;
};

/** A CMS page: its heading, its blocks, and the route's paged collection when it has one. */
export function PageBody({ content, handle, isSection = false }: PageBodyProps) {
  // The same array while the page is the same: its blocks' elements stay the same (BlockRenderer).
  const blocks = useMemo(
    () => (isSection ? content.blocks : routeBlocks(content.blocks, handle)),
    [isSection, content.blocks, handle],
  );
  const first = blocks[0]?.__component;
  const heroOwnsHeading = !isSection && first === 'blocks.hero';
  return (
    <div lang={content.locale} className={styles.page}>
      {!isSection && !heroOwnsHeading && first === 'blocks.carousel' && (
        <VisuallyHidden>
          <h1>{content.title}</h1>
        </VisuallyHidden>
      )}
      {!isSection && !heroOwnsHeading && first !== 'blocks.carousel' && (
        <Container>
          <h1 className={styles.title}>{content.title}</h1>
        </Container>
      )}
      {/* One boundary: the page appears whole (no layout shift); the server waits for it. */}
      <Suspense fallback={<PageLoading />}>
        {/* A section's first block is not the page's first: offset its index so it never claims <h1>. */}
        <BlockRenderer blocks={blocks} registry={handle.blocks} indexOffset={isSection ? 1 : 0} />
      </Suspense>
    </div>
  );
}
