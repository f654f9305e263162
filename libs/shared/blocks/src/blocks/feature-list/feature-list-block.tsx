import type { FeatureListBlock as FeatureListContent } from '@site/shared-content';
import { Heading, Icon } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { ItemGrid } from '../shared/item-grid';
import styles from './feature-list-block.module.css';

/** Selling points with an icon each; icons are decorative, the title carries the meaning. */
export default function FeatureListBlock({ block }: BlockProps<FeatureListContent>) {
  return (
    <ItemGrid title={block.title} intro={block.intro} items={block.features} itemClassName={styles.feature}>
      {(feature, level) => (
        <>
          {feature.icon && (
            <span className={styles.icon}>
              <Icon name={feature.icon} />
            </span>
          )}
          <Heading level={level} className={styles.title}>
            {feature.title}
          </Heading>
          {feature.text && <p className={styles.text}>{feature.text}</p>}
        </>
      )}
    </ItemGrid>
  );
}
