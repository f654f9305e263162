import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import type { RichText as RichTextContent } from '@site/shared-content';
import { Heading, type HeadingLevel } from '@site/shared-ui';
import type { ComponentProps } from 'react';
import { CmsImage } from '../blocks/shared/cms-image';
import { CmsTextLink } from '../blocks/shared/cms-link';
import { hasPlaceholderAddress } from '../blocks/shared/sample-badge';
import { imageSizes } from '../blocks/shared/image-sizes';
import styles from './rich-text.module.css';

export type RichTextProps = {
  content: RichTextContent | null | undefined;
  /**
   * Level the text's top heading becomes (default 2: under the page's `<h1>`). The text's own
   * hierarchy is kept below it, so an editor's `h1` never competes with the page title.
   */
  topLevel?: Exclude<HeadingLevel, 1>;
};

type Blocks = NonNullable<ComponentProps<typeof BlocksRenderer>['blocks']>;
type RenderedImage = {
  image: { url: string; alternativeText?: string | null; width?: number; height?: number; mime?: string };
};

const rootTypes = new Set(['paragraph', 'quote', 'code', 'heading', 'list', 'image']);

/** Strapi rich text rendered as React elements (never as HTML strings), with links made safe. */
export function RichText({ content, topLevel = 2 }: RichTextProps) {
  // Unknown node types would only log warnings in the renderer; leave them out up front.
  const nodes = linkPlaceholders(
    (content ?? []).filter((node) => rootTypes.has(node.type)),
  ) as unknown as BlocksContent;
  if (nodes.length === 0) return null;
  const shift = Math.max(0, topLevel - highestLevel(nodes));
  const blocks: Blocks = {
    heading: ({ level, children }) => (
      <Heading level={Math.min(6, level + shift) as HeadingLevel}>{children}</Heading>
    ),
    link: ({ url, children }) => <CmsTextLink href={url}>{children}</CmsTextLink>,
    image: ({ image }: RenderedImage) => (
      <CmsImage
        media={{
          url: image.url,
          alternativeText: image.alternativeText ?? null,
          width: image.width ?? null,
          height: image.height ?? null,
        }}
        sizes={imageSizes.prose}
      />
    ),
  };
  return (
    <div className={styles.richText}>
      <BlocksRenderer content={nodes} blocks={blocks} />
    </div>
  );
}

function highestLevel(nodes: BlocksContent): number {
  const levels = nodes.flatMap((node) => (node.type === 'heading' ? [node.level] : []));
  return levels.length ? Math.min(...levels) : 6;
}

type TextNode = { type: string; text?: string; url?: string; children?: TextNode[] };
const ADDRESSES = /[\w.+-]+@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.example)(?![\w.-]*\w)/gi;

/**
 * A placeholder address written without a link becomes one (`mailto:`), so it carries the sample
 * badge as a linked one does (CmsTextLink) and opens the mail app like any address.
 */
function linkPlaceholders<T>(nodes: T[]): T[] {
  const visit = (node: TextNode, inLink: boolean): TextNode[] => {
    if (node.type === 'text' && !inLink && hasPlaceholderAddress(node.text)) {
      const text = node.text ?? '';
      const out: TextNode[] = [];
      let at = 0;
      for (const match of text.matchAll(ADDRESSES)) {
        if (match.index > at) out.push({ ...node, text: text.slice(at, match.index) });
        out.push({ type: 'link', url: `mailto:${match[0]}`, children: [{ ...node, text: match[0] }] });
        at = match.index + match[0].length;
      }
      if (at < text.length) out.push({ ...node, text: text.slice(at) });
      return out;
    }
    if (!node.children) return [node];
    const link = inLink || node.type === 'link';
    return [{ ...node, children: node.children.flatMap((child) => visit(child, link)) }];
  };
  return nodes.flatMap((node) => visit(node as TextNode, false)) as T[];
}
