import type { HowToStepsBlock as HowToStepsContent } from '@site/shared-content';
import { Button, Heading } from '@site/shared-ui';
import { defineMessage, useIntl } from 'react-intl';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection, itemLevel } from '../shared/block-section';
import { resolveHref } from '../shared/cms-link';
import { dialLink } from '../shared/dial';
import { PlaceholderBadge } from '../shared/sample-badge';
import styles from './how-to-steps-block.module.css';

const dialMessage = defineMessage<{ code: string }>({
  id: 'shared.action.dial',
  defaultMessage: 'Dial {code}',
  description: 'Button of a how-to step that opens the phone dialler: {code} is the USSD code (*150*00#)',
});

/** A numbered procedure; a step's USSD code can be dialled straight from the page. */
export default function HowToStepsBlock({ block }: BlockProps<HowToStepsContent>) {
  const intl = useIntl();
  if (block.steps.length === 0) return null;
  const level = itemLevel(block.title);
  return (
    <BlockSection title={block.title} intro={block.intro}>
      <ol className={styles.steps}>
        {block.steps.map((step, n) => {
          const dial = resolveHref(dialLink(step.dialCode));
          return (
            <li key={step.id ?? n} className={styles.step}>
              <Heading level={level} className={styles.title}>
                {step.title} <PlaceholderBadge of={step.title} />
              </Heading>
              {step.text && (
                <p className={styles.text}>
                  {step.text} <PlaceholderBadge of={step.text} />
                </p>
              )}
              {dial && step.dialCode && (
                <Button href={dial.href} linkComponent={dial.linkComponent} variant="secondary">
                  {intl.formatMessage(dialMessage, { code: step.dialCode.trim() })}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </BlockSection>
  );
}
