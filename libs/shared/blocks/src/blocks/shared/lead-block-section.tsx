import { Container, Section } from '@site/shared-ui';
import { useId, type ReactNode } from 'react';
import styles from './lead-block-section.module.css';

export type LeadBlockSectionProps = {
  title?: string | null;
  intro?: string | null;
  /** The block's place on the page: the first one stands right under the page's own `<h1>`. */
  index: number;
  children: ReactNode;
};

/**
 * The frame of blocks that may open a page: the editor's title and intro, then the content.
 * As the first block the page's `<h1>` stands right above it, so the title is shown as a lead line
 * there instead of an `<h2>` that would head nothing new.
 */
export function LeadBlockSection({ title, intro, index, children }: LeadBlockSectionProps) {
  const headingId = useId();
  const text = title?.trim();
  const heading = text && index !== 0 ? text : null;
  return (
    <Section as={heading ? 'section' : 'div'} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        {heading && (
          <h2 id={headingId} className={styles.title}>
            {heading}
          </h2>
        )}
        {text && !heading && <p className={styles.lead}>{text}</p>}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </Section>
  );
}
