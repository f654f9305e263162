import type { RichTextBlock as RichTextContent } from '@site/shared-content';
import type { BlockProps } from '../../renderer/block-registry';
import { RichText } from '../../rich-text/rich-text';
import { BlockSection } from '../shared/block-section';

/** Long-form text (terms, guides): a narrow column for readable line lengths. */
export default function RichTextBlock({ block }: BlockProps<RichTextContent>) {
  return (
    <BlockSection title={block.title} width="narrow">
      <RichText content={block.body} topLevel={block.title ? 3 : 2} />
    </BlockSection>
  );
}
