import { itemPath, type Article, type BusinessService, type Device } from '@site/shared-content';
import { formatDate, formatTzs } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { Badge, Card } from '@site/shared-ui';
import type { ComponentProps } from 'react';
import { CmsImage } from '../shared/cms-image';
import { imageSizes } from '../shared/image-sizes';
import { SampleBadge } from '../shared/sample-badge';
import styles from './collection-embed-block.module.css';

/** `detailPath`: the collection's detail route (`/news-event`), when its entries have pages. */
type CardProps<T> = { item: T; detailPath: string | null; level: 2 | 3 };

/** The visual "Read More"/"View Details": the card's title link already covers the whole card. */
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
  item.image ? (
    <CmsImage media={item.image} sizes={imageSizes.card} fallbackWidth={640} fallbackHeight={360} />
  ) : undefined;

type EntryCardProps = CardProps<Article | Device | BusinessService> &
  Pick<ComponentProps<typeof Card>, 'mediaRatio' | 'eyebrow' | 'badge' | 'children'> & { more: string };

/** What every entry card shows: its title linking to its page, its picture, summary and cue. */
function EntryCard({ item, detailPath, level, more, children, ...card }: EntryCardProps) {
  return (
    <Card
      title={item.title}
      headingLevel={level}
      href={detailPath ? itemPath(detailPath, item) : undefined}
      media={media(item)}
      {...card}
    >
      {children}
      {item.summary && <p>{item.summary}</p>}
      <MoreCue id={more} />
    </Card>
  );
}

export function ArticleCard(props: CardProps<Article>) {
  const intl = useIntl();
  const { publishDate, sampleContent } = props.item;
  return (
    <EntryCard
      {...props}
      more="shared.action.readMore"
      eyebrow={<time dateTime={publishDate}>{formatDate(intl, publishDate)}</time>}
      badge={<SampleBadge sample={sampleContent} />}
    />
  );
}

export function DeviceCard(props: CardProps<Device>) {
  const intl = useIntl();
  const { brand, network, price } = props.item;
  return (
    <EntryCard
      {...props}
      more="shared.action.viewDetails"
      mediaRatio="1/1"
      eyebrow={brand}
      badge={
        <>
          {network && <Badge tone="info">{network}</Badge>}
          <SampleBadge sample={props.item.sampleContent} />
        </>
      }
    >
      {typeof price === 'number' && (
        <p className={styles.price}>
          {intl.formatMessage({ id: 'shared.blocks.collection.price' }, { price: formatTzs(intl, price) })}
        </p>
      )}
    </EntryCard>
  );
}

export function ServiceCard(props: CardProps<BusinessService>) {
  return (
    <EntryCard
      {...props}
      more="shared.action.viewDetails"
      badge={<SampleBadge sample={props.item.sampleContent} />}
    />
  );
}
