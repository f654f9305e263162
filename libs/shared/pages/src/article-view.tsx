import type { Article } from '@site/shared-content';
import { formatDate } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { Button, Container } from '@site/shared-ui';
import { RichText } from '@site/shared-blocks';
import { LeadImage } from './lead-image';
import styles from './article-view.module.css';

export type ArticleViewProps = {
  article: Article & { locale?: string };
  backHref: string;
  backLabel: string;
};

/** A news, sport or foundation story. */
export function ArticleView({ article, backHref, backLabel }: ArticleViewProps) {
  const intl = useIntl();
  return (
    <article className={styles.article}>
      <Container width="narrow">
        <p className={styles.meta}>
          <time dateTime={article.publishDate}>
            {intl.formatMessage(
              { id: 'shared.date.published' },
              { date: formatDate(intl, article.publishDate) },
            )}
          </time>
          {(article.category || article.competition) && (
            <span className={styles.tag}>{article.competition ?? article.category}</span>
          )}
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        {article.summary && <p className={styles.summary}>{article.summary}</p>}
      </Container>
      {article.image && (
        <Container>
          <LeadImage className={styles.image} image={article.image} width={640} height={480} />
        </Container>
      )}
      <Container width="narrow">
        {article.body && <RichText content={article.body} />}
        <div className={styles.back}>
          <Button href={backHref} variant="secondary">
            {backLabel}
          </Button>
        </div>
      </Container>
    </article>
  );
}
