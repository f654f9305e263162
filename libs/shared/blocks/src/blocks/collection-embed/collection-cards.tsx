import { itemPath, type Article, type BusinessService, type Device } from '@site/shared-content';
import { formatDate, formatTzs } from '@site/shared-i18n';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Badge, Card } from '@site/shared-ui';
import type { ComponentProps } from 'react';
import { CmsImage } from '../shared/cms-image';
import { imageSizes } from '../shared/image-sizes';
import { SampleBadge } from '../shared/sample-badge';
import styles from './collection-list.module.css';

/** `detailPath`: the collection's detail route (`/news-event`), when its entries have pages. */
type CardProps<T> = { item: T; detailPath: string | null; level: 2 | 3 };

const messages = defineMessages({
  readMore: {
    id: 'shared.action.readMore',
    defaultMessage: 'Read More',
    description:
      'Cue at the foot of a news card, before an arrow (the whole card is the link); two short words',
  },
  viewDetails: {
    id: 'shared.action.viewDetails',
    defaultMessage: 'View Details',
    description:
      'Cue at the foot of a device or service card, before an arrow (the whole card is the link); two short words',
  },
});
const priceMessage = defineMessage<{ price: string }>({
  id: 'shared.blocks.collection.price',
  defaultMessage: 'Price: {price}',
  description: "A device card's price line: {price} is the price in shillings (TZS 450,000)",
});

/** The visual "Read More"/"View Details": the card's title link already covers the whole card. */
function MoreCue({ message }: { message: MessageDescriptor }) {
  return (
    <p className={styles.more} aria-hidden="true">
      <FormattedMessage {...message} /> →
    </p>
  );
}

// Fixed box (16:9 via the Card) and intrinsic size, so cards keep their height while images load.
const media = (item: { image: Article['image'] }) =>
  item.image ? (
    <CmsImage media={item.image} sizes={imageSizes.card} fallbackWidth={640} fallbackHeight={360} />
  ) : undefined;

type EntryCardProps = CardProps<Article | Device | BusinessService> &
  Pick<ComponentProps<typeof Card>, 'mediaRatio' | 'eyebrow' | 'badge' | 'children'> & {
    more: MessageDescriptor;
  };

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
      <MoreCue message={more} />
    </Card>
  );
}

export function ArticleCard(props: CardProps<Article>) {
  const intl = useIntl();
  const { publishDate, sampleContent } = props.item;
  return (
    <EntryCard
      {...props}
      more={messages.readMore}
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
      more={messages.viewDetails}
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
        <p className={styles.price}>{intl.formatMessage(priceMessage, { price: formatTzs(intl, price) })}</p>
      )}
    </EntryCard>
  );
}

export function ServiceCard(props: CardProps<BusinessService>) {
  return (
    <EntryCard
      {...props}
      more={messages.viewDetails}
      badge={<SampleBadge sample={props.item.sampleContent} />}
    />
  );
}
