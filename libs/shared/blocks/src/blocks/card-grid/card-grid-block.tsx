import type { CardGridBlock as CardGridContent, CardItem } from '@site/shared-content';
import { Badge, Card, Icon } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { CmsButton, resolveHref } from '../shared/cms-link';
import { CmsImage } from '../shared/cms-image';
import { imageSizes } from '../shared/image-sizes';
import { ItemGrid } from '../shared/item-grid';
import lists from '../shared/lists.module.css';

/** Entry points to products: the card title is the one link (its label is kept as the action text). */
export default function CardGridBlock({ block }: BlockProps<CardGridContent>) {
  return (
    <ItemGrid title={block.title} intro={block.intro} items={block.cards}>
      {(card, level) => <GridCard card={card} level={level} />}
    </ItemGrid>
  );
}

function GridCard({ card, level }: { card: CardItem; level: 2 | 3 }) {
  const link = card.link ? resolveHref(card.link.href) : null;
  // Site links make the whole card clickable; others (tel:, https:) stay an explicit button.
  const wholeCard = link && !link.linkComponent ? link.href : undefined;
  return (
    <Card
      title={card.title}
      headingLevel={level}
      href={wholeCard}
      media={card.image ? <CmsImage media={card.image} sizes={imageSizes.card} /> : undefined}
      icon={!card.image && card.icon ? <Icon name={card.icon} /> : undefined}
      badge={card.badge ? <Badge>{card.badge}</Badge> : undefined}
      action={card.link && !wholeCard ? <CmsButton link={card.link} variant="secondary" /> : undefined}
    >
      {card.text && <p>{card.text}</p>}
      {wholeCard && card.link?.label && (
        <p aria-hidden="true" className={lists.cardAction}>
          {card.link.label} →
        </p>
      )}
    </Card>
  );
}
