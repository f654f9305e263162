import type { FeatureListBlock as FeatureListContent } from '@site/shared-content';
import { Grid, Heading, Icon } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection, itemLevel } from '../shared/block-section';
import lists from '../shared/lists.module.css';
import styles from './feature-list-block.module.css';

/** Selling points with an icon each; icons are decorative, the title carries the meaning. */
export default function FeatureListBlock({ block }: BlockProps<FeatureListContent>) {
  if (block.features.length === 0) return null;
  const level = itemLevel(block.title);
  return (
    <BlockSection title={block.title} intro={block.intro}>
      <Grid as="ul" columns={block.features.length % 4 === 0 ? 4 : 3} className={lists.plainList}>
        {block.features.map((feature, n) => (
          <li key={feature.id ?? n} className={styles.feature}>
            {feature.icon && (
              <span className={styles.icon}>
                <Icon name={feature.icon} />
              </span>
            )}
            <Heading level={level} className={styles.title}>
              {feature.title}
            </Heading>
            {feature.text && <p className={styles.text}>{feature.text}</p>}
          </li>
        ))}
      </Grid>
    </BlockSection>
  );
}
