import { formatDate, formatTzs } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@site/shared-ui';
import type { Ref } from 'react';
import type { FeeQuote } from '../tariff';
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
  const t = (id: string) => intl.formatMessage({ id });
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
          <dt>{t('mpesa.calculator.amount')}</dt>
          <dd>{formatTzs(intl, quote.amount)}</dd>
          <dt>{t('mpesa.calculator.fee')}</dt>
          <dd>{formatTzs(intl, quote.fee)}</dd>
          <dt className={styles.total}>{t('mpesa.calculator.total')}</dt>
          <dd className={styles.total}>{formatTzs(intl, quote.total)}</dd>
          <dt>{t('mpesa.calculator.band')}</dt>
          <dd>{bandText(quote.band, intl)}</dd>
          {quote.band.effectiveDate && (
            <>
              <dt>{t('mpesa.calculator.effectiveDate')}</dt>
              <dd>{formatDate(intl, quote.band.effectiveDate)}</dd>
            </>
          )}
        </dl>
      ) : error ? (
        <VisuallyHidden>{error}</VisuallyHidden>
      ) : (
        <p className={styles.prompt}>{t('mpesa.calculator.prompt')}</p>
      )}
    </div>
  );
}
