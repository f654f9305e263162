import type { FaqListBlock as FaqListContent } from '@site/shared-content';
import { Accordion } from '@site/shared-ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { BlockProps } from '../../renderer/block-registry';
import { RichText } from '../../rich-text/rich-text';
import { BlockSection, itemLevel } from '../shared/block-section';

/**
 * Questions and answers, as native disclosures: every answer is in the server HTML and the questions
 * open without JavaScript. `/faq/:item` opens the question whose slug matches and scrolls to it, so a
 * shared link lands on the answer. Opening another question is local state only: the URL stays.
 */
export default function FaqListBlock({ block }: BlockProps<FaqListContent>) {
  const { item } = useParams();
  const target = block.items.some((faq) => faq.slug === item) ? item : undefined;
  const [open, setOpen] = useState<string[]>(target ? [target] : []);
  // A new route param (client navigation between questions) re-opens the question it names.
  const [seenTarget, setSeenTarget] = useState(target);
  if (target !== seenTarget) {
    setSeenTarget(target);
    if (target) setOpen([target]);
  }

  useEffect(() => {
    // Not in the jsdom of tests, nor in old WebViews: scrolling is a nicety there.
    if (target) document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, [target]);

  if (block.items.length === 0) return null;
  const items = block.items.map((faq) => ({
    id: faq.slug,
    // The anchor inside the question makes `#slug` links work too and is what the route scrolls to.
    title: <span id={faq.slug}>{faq.question}</span>,
    content: <RichText content={faq.answer} topLevel={4} />,
  }));
  return (
    <BlockSection title={block.title} width="narrow">
      <Accordion
        items={items}
        type="single"
        value={open}
        onValueChange={setOpen}
        headingLevel={itemLevel(block.title)}
      />
    </BlockSection>
  );
}
