import { formatDate, formatTzs } from '@site/shared-i18n';
import { FormattedMessage, useIntl } from 'react-intl';
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
          <dt>
            <FormattedMessage {...messages.amount} />
          </dt>
          <dd>{formatTzs(intl, quote.amount)}</dd>
          <dt>
            <FormattedMessage {...messages.fee} />
          </dt>
          <dd>{formatTzs(intl, quote.fee)}</dd>
          <dt className={styles.total}>
            <FormattedMessage {...messages.total} />
          </dt>
          <dd className={styles.total}>{formatTzs(intl, quote.total)}</dd>
          <dt>
            <FormattedMessage {...messages.band} />
          </dt>
          <dd>{bandText(quote.band, intl)}</dd>
          {quote.band.effectiveDate && (
            <>
              <dt>
                <FormattedMessage {...messages.effectiveDate} />
              </dt>
              <dd>{formatDate(intl, quote.band.effectiveDate)}</dd>
            </>
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
