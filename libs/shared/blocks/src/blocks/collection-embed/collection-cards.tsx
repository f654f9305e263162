import { itemPath, type Article, type BusinessService, type Device } from '@site/shared-content';
import { formatDate, formatTzs, useLanguage } from '@site/shared-i18n';
import { Badge, Card } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import { CmsImage } from '../shared/cms-image';
import styles from './collection-embed-block.module.css';

/** `detailPath`: the collection's detail route (`/news-event`), when its entries have pages. */
type CardProps<T> = { item: T; detailPath: string | null; level: 2 | 3 };

/** The visual "Read More"/"view details": the card's title link already covers the whole card. */
function MoreCue({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <p className={styles.more} aria-hidden="true">
      {intl.formatMessage({ id })} →
    </p>
  );
}

// Fixed box (16:9 via the Card) and intrinsic size, so cards keep their height while images load.
const media = (item: { image: Article['image'] }) =>
  item.image ? <CmsImage media={item.image} fallbackWidth={640} fallbackHeight={360} /> : undefined;

export function ArticleCard({ item, detailPath, level }: CardProps<Article>) {
  const { locale } = useLanguage();
  return (
    <Card
      title={item.title}
      headingLevel={level}
      href={detailPath ? itemPath(detailPath, item) : undefined}
      media={media(item)}
      eyebrow={<time dateTime={item.publishDate}>{formatDate(item.publishDate, locale)}</time>}
    >
      {item.summary && <p>{item.summary}</p>}
      <MoreCue id="shared.action.readMore" />
    </Card>
  );
}

export function DeviceCard({ item, detailPath, level }: CardProps<Device>) {
  const intl = useIntl();
  const { locale } = useLanguage();
  return (
    <Card
      title={item.title}
      headingLevel={level}
      href={detailPath ? itemPath(detailPath, item) : undefined}
      media={media(item)}
      mediaRatio="1/1"
      eyebrow={item.brand}
      badge={item.network ? <Badge tone="info">{item.network}</Badge> : undefined}
    >
      {typeof item.price === 'number' && (
        <p className={styles.price}>
          {intl.formatMessage(
            { id: 'shared.blocks.collection.price' },
            { price: formatTzs(item.price, locale) },
          )}
        </p>
      )}
      {item.summary && <p>{item.summary}</p>}
      <MoreCue id="shared.action.viewDetails" />
    </Card>
  );
}

export function ServiceCard({ item, detailPath, level }: CardProps<BusinessService>) {
  return (
    <Card
      title={item.title}
      headingLevel={level}
      href={detailPath ? itemPath(detailPath, item) : undefined}
      media={media(item)}
    >
      {item.summary && <p>{item.summary}</p>}
      <MoreCue id="shared.action.viewDetails" />
    </Card>
  );
}
