import type { KeyFiguresBlock as KeyFiguresContent } from '@site/shared-content';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection } from '../shared/block-section';
import styles from './key-figures-block.module.css';

/**
 * Headline numbers (investor pages). A description list pairs each value with its label, so a
 * screen reader hears "Customers: 22 million" rather than a bare number.
 */
export default function KeyFiguresBlock({ block }: BlockProps<KeyFiguresContent>) {
  if (block.figures.length === 0) return null;
  return (
    <BlockSection title={block.title} tone="grey">
      <dl className={styles.figures}>
        {block.figures.map((figure, n) => (
          <div key={figure.id ?? n} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
            {figure.note && <dd className={styles.note}>{figure.note}</dd>}
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
