import { Container, Section } from '@site/shared-ui';
import { type ReactNode, useId } from 'react';
import styles from './form-section.module.css';

export type FormSectionProps = {
  title?: string | null;
  intro?: string | null;
  /** The section's anchor: a link to `<page>#<id>` (e.g. a hero's "Join" button) lands on the form. */
  id?: string;
  /** The form; it gets the heading level under this section's title. */
  children: (headingLevel: 2 | 3) => ReactNode;
};

/**
 * The frame of a `blocks.form-embed`: a band named by its `<h2>` title (the page owns the `<h1>`),
 * the editor's intro, then the form at a narrow, thumb-friendly width.
 */
export function FormSection({ title, intro, id, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Section id={id} as={title ? 'section' : 'div'} aria-labelledby={title ? headingId : undefined}>
      <Container width="narrow">
        {title && (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children(title ? 3 : 2)}
      </Container>
    </Section>
  );
}
