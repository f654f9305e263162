import { LeadBlockSection, type BlockProps } from '@site/shared-blocks';
import type { TariffCalculatorBlock as TariffCalculatorContent } from '@site/shared-content';
import { CostCalculator } from '../tools/cost-calculator';

/** The CMS's `blocks.tariff-calculator`: the editor's title and intro, then the calculator. */
export default function TariffCalculatorBlock({ block, index }: BlockProps<TariffCalculatorContent>) {
  return (
    <LeadBlockSection title={block.title} intro={block.intro} index={index}>
      <CostCalculator />
    </LeadBlockSection>
  );
}
