import { clsx as cx } from 'clsx';
import { formatDate, formatTzs } from '@site/shared-i18n';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { VisuallyHidden } from '@site/shared-ui';
import type { Ref } from 'react';
import type { FeeQuote } from '../tariff';
import { calculatorTexts as messages } from '../calculator-messages';
import { bandText } from './quote-text';
import styles from './calculator.module.css';

export type QuoteResultProps = {
  quote: FeeQuote;
  /** The field's message, repeated here for screen readers: the live region is what they hear while typing. */
  error: string | null;
  ref?: Ref<HTMLDivElement>;
};

/** The answer, announced politely as it changes: the fee, the total, the band and when the tariff took effect. */
export function QuoteResult({ quote, error, ref }: QuoteResultProps) {
  const intl = useIntl();
  return (
    // tabIndex -1: Enter moves focus here, which also closes the phone's keyboard over the result.
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={styles.result}
    >
      {quote.kind === 'ok' ? (
        <dl className={styles.figures}>
          <Figure term={messages.amount} value={formatTzs(intl, quote.amount)} />
          <Figure term={messages.fee} value={formatTzs(intl, quote.fee)} />
          <Figure term={messages.total} value={formatTzs(intl, quote.total)} total />
          <Figure term={messages.band} value={bandText(quote.band, intl)} />
          {quote.band.effectiveDate && (
            <Figure term={messages.effectiveDate} value={formatDate(intl, quote.band.effectiveDate)} />
          )}
        </dl>
      ) : error ? (
        <VisuallyHidden>{error}</VisuallyHidden>
      ) : (
        <p className={styles.prompt}>
          <FormattedMessage {...messages.prompt} />
        </p>
      )}
    </div>
  );
}

/** One row of the answer: its value beside its term, or under it when both do not fit the line. */
function Figure({ term, value, total = false }: { term: MessageDescriptor; value: string; total?: boolean }) {
  return (
    <div className={cx(styles.figure, total && styles.total)}>
      <dt>
        <FormattedMessage {...term} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
