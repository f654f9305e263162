import type { CardGridBlock as CardGridContent, CardItem } from '@site/shared-content';
import { Badge, Card, Grid, Icon } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection, itemLevel } from '../shared/block-section';
import { CmsButton, resolveHref } from '../shared/cms-link';
import { CmsImage } from '../shared/cms-image';
import lists from '../shared/lists.module.css';

/** Entry points to products: the card title is the one link (its label is kept as the action text). */
export default function CardGridBlock({ block }: BlockProps<CardGridContent>) {
  if (block.cards.length === 0) return null;
  const level = itemLevel(block.title);
  return (
    <BlockSection title={block.title} intro={block.intro}>
      <Grid as="ul" columns={block.cards.length % 4 === 0 ? 4 : 3} className={lists.plainList}>
        {block.cards.map((card, n) => (
          <li key={card.id ?? n}>
            <GridCard card={card} level={level} />
          </li>
        ))}
      </Grid>
    </BlockSection>
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
      media={card.image ? <CmsImage media={card.image} /> : undefined}
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
