import { pathInLocale } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { Card } from '@site/shared-ui';
import type { SearchHit } from '@site/shared-server-contract';
import styles from './search-results.module.css';
import { kindMessages } from './search-texts';

/** The words that matched, marked; the rest as text (React escapes both: no markup from content). */
export function Excerpt({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{part}</mark> : <span key={index}>{part}</span>,
      )}
    </>
  );
}

/** Results as cards, each one link (its title) to the page in the page's language. */
export function SearchResults({ hits, headingLevel = 2 }: { hits: SearchHit[]; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  return (
    <ol className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Card
            className={styles.card}
            headingLevel={headingLevel}
            eyebrow={intl.formatMessage(kindMessages[hit.kind])}
            title={hit.title}
            // The router adds the language's base again (`/sw`).
            href={pathInLocale(hit.url)}
          >
            <p className={styles.excerpt}>
              <Excerpt parts={hit.excerpt} />
            </p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
