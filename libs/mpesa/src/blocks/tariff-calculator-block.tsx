import type { BlockProps } from '@site/shared-blocks';
import type { TariffCalculatorBlock as TariffCalculatorContent } from '@site/shared-content';
import { Container, Section } from '@site/shared-ui';
import { useId } from 'react';
import { CostCalculator } from '../tools/cost-calculator';
import styles from './tariff-calculator-block.module.css';

/**
 * The CMS's `blocks.tariff-calculator`: the editor's title and intro, then the calculator.
 * As the first block the page's own `<h1>` (rendered by the page body) stands right above it, so
 * the title is shown as a lead line there instead of an `<h2>` that would head nothing new.
 */
export default function TariffCalculatorBlock({ block, index }: BlockProps<TariffCalculatorContent>) {
  const headingId = useId();
  const title = block.title?.trim();
  const heading = title && index !== 0 ? title : null;
  return (
    <Section as={heading ? 'section' : 'div'} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        {heading && (
          <h2 id={headingId} className={styles.title}>
            {heading}
          </h2>
        )}
        {title && !heading && <p className={styles.lead}>{title}</p>}
        {block.intro && <p className={styles.intro}>{block.intro}</p>}
        <CostCalculator />
      </Container>
    </Section>
  );
}
