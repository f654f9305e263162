import type { Block, CollectionEmbedBlock, PageContent } from '@site/shared-content';
import { Container, VisuallyHidden } from '@site/shared-ui';
import { Suspense } from 'react';
import type { BlockRegistry } from '../renderer/block-registry';
import { BlockRenderer } from '../renderer/block-renderer';
import type { RouteHandle } from '../routing/manifest';
import { PageLoading } from './page-loading';
import styles from './page-body.module.css';

export type PageBodyProps = {
  content: PageContent;
  registry: BlockRegistry;
  handle?: RouteHandle;
  isSection?: boolean;
};

/** A CMS page: its heading, its blocks, and the route's paged collection when it has one. */
export function PageBody({ content, registry, handle, isSection = false }: PageBodyProps) {
  const blocks = withRouteCollection(content.blocks, handle);
  const first = blocks[0]?.__component;
  const heroOwnsHeading = !isSection && first === 'blocks.hero';
  return (
    <div lang={content.locale} className={styles.page}>
      {content.seo?.metaDescription && !isSection && (
        <meta name="description" content={content.seo.metaDescription} />
      )}
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
      <Suspense fallback={<PageLoading />}>
        {/* A section's first block is not the page's first: offset its index so it never claims <h1>. */}
        <BlockRenderer blocks={blocks} registry={registry} indexOffset={isSection ? 1 : 0} />
      </Suspense>
    </div>
  );
}

/**
 * The route's collection (spec: a page "with a collection") is shown as a paged list. When the
 * editor already placed that collection on the page, that block becomes the paged list instead.
 */
function withRouteCollection(blocks: Block[], handle?: RouteHandle): Block[] {
  const collection = handle?.collection;
  if (!collection) return blocks;
  const embedded = blocks.some(
    (block) => block.__component === 'blocks.collection-embed' && block.collection === collection,
  );
  if (embedded) {
    return blocks.map((block) =>
      block.__component === 'blocks.collection-embed' && block.collection === collection
        ? { ...block, limit: null }
        : block,
    );
  }
  const list: CollectionEmbedBlock = { __component: 'blocks.collection-embed', collection, limit: null };
  return [...blocks, list];
}
