import { Container, Heading, Section, type SectionTone } from '@site/shared-ui';
import { useId, type ReactNode } from 'react';
import styles from './block-section.module.css';

export type BlockSectionProps = {
  title?: string | null;
  intro?: string | null;
  tone?: SectionTone;
  width?: 'default' | 'narrow';
  children: ReactNode;
};

/**
 * The frame of most blocks: a band named by its `<h2>` title (a landmark only when titled), the intro,
 * then the content. Blocks other than the first hero/carousel never carry the page's `<h1>`.
 */
export function BlockSection({
  title,
  intro,
  tone = 'white',
  width = 'default',
  children,
}: BlockSectionProps) {
  const headingId = useId();
  return (
    <Section tone={tone} as={title ? 'section' : 'div'} aria-labelledby={title ? headingId : undefined}>
      <Container width={width}>
        {title && (
          <Heading level={2} id={headingId} className={styles.title}>
            {title}
          </Heading>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </Section>
  );
}

/** Item headings sit one level under the block's title (h3), or take its place when it has none. */
export function itemLevel(title: string | null | undefined): 2 | 3 {
  return title ? 3 : 2;
}
