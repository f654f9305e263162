import { useId, type ReactNode } from 'react';
import { Container } from '../container/container';
import { Section } from '../section/section';
import { Stack } from '../stack/stack';
import styles from './notice-page.module.css';

export type NoticePageProps = {
  /** A large code above the title (`404`), hidden from screen readers: the title says the same. */
  code?: string;
  /** The page's `<h1>`. */
  title: ReactNode;
  /** Why the page has nothing else to show, in a sentence or two. */
  children: ReactNode;
  /** The ways on (`Button`s), the first the one most visitors want. */
  actions?: ReactNode;
};

/**
 * A page that shows no content of its own, only why and where to go instead (an address the site
 * does not have, a page being prepared): one look for all of them, inside the site's chrome.
 */
export function NoticePage({ code, title, children, actions }: NoticePageProps) {
  const heading = useId();
  return (
    <Section aria-labelledby={heading}>
      <Container>
        <div className={styles.box}>
          {code && (
            <p className={styles.code} aria-hidden="true">
              {code}
            </p>
          )}
          <h1 id={heading}>{title}</h1>
          <p className={styles.text}>{children}</p>
          {actions && (
            <Stack direction="row" gap={3} className={styles.actions}>
              {actions}
            </Stack>
          )}
        </div>
      </Container>
    </Section>
  );
}
