import type { Article } from '@site/shared-content';
import { formatDate } from '@site/shared-i18n';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Container } from '@site/shared-ui';
import { cappedSizes, FirstScreenEnd, RichText, SampleBadge } from '@site/shared-blocks';
import styles from './article-view.module.css';
import { LeadImage } from './lead-image';

export type ArticleViewProps = {
  article: Article & { locale?: string };
  backHref: string;
  backLabel: string;
};

/** The label of each news category code the CMS gives a story. */
const categories: Record<string, MessageDescriptor> = defineMessages({
  news: {
    id: 'shared.article.category.news',
    defaultMessage: 'News',
    description: "Tag beside a story's date: the story is news; one or two words",
  },
  announcement: {
    id: 'shared.article.category.announcement',
    defaultMessage: 'Announcement',
    description: "Tag beside a story's date: the story is an official announcement; one or two words",
  },
  'press-release': {
    id: 'shared.article.category.pressRelease',
    defaultMessage: 'Press release',
    description: "Tag beside a story's date: the story is a press release; one or two words",
  },
});
const published = defineMessage<{ date: string }>({
  id: 'shared.date.published',
  defaultMessage: 'Published {date}',
  description: "Above a story's title: {date} is its publication date, written out (28 September 2026)",
});

/** The article's photo is never taller than this (article-view.module.css: `.image`). */
const leadImageMaxHeight = 420;

/** A news, sport or foundation story. */
export function ArticleView({ article, backHref, backLabel }: ArticleViewProps) {
  const intl = useIntl();
  // A competition is the editor's own words; a news category is a code, read out in the language.
  const category = article.category ? categories[article.category] : undefined;
  const tag = article.competition ?? (category ? intl.formatMessage(category) : null);
  return (
    <article className={styles.article}>
      <Container width="narrow">
        <p className={styles.meta}>
          <time dateTime={article.publishDate}>
            {intl.formatMessage(published, { date: formatDate(intl, article.publishDate) })}
          </time>
          {tag && <span className={styles.tag}>{tag}</span>}
          <SampleBadge sample={article.sampleContent} />
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        {article.summary && <p className={styles.summary}>{article.summary}</p>}
      </Container>
      <FirstScreenEnd />
      {article.image && (
        <Container>
          <LeadImage
            className={styles.image}
            media={article.image}
            sizes={cappedSizes(leadImageMaxHeight, article.image.width, article.image.height)}
          />
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
