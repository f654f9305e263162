import { formatTzs } from '@site/shared-i18n';
import { type IntlShape } from 'react-intl';
import type { AmountProblem, Band, FeeQuote } from '../tariff';

const problemIds: Record<AmountProblem, string> = {
  empty: 'mpesa.calculator.error.empty',
  'not-a-number': 'mpesa.calculator.error.notANumber',
  negative: 'mpesa.calculator.error.negative',
  'not-whole': 'mpesa.calculator.error.notWhole',
  'too-large': 'mpesa.calculator.error.tooLarge',
};

/** "TZS 10,000 – 14,999", or "TZS 3,000,001 and above" for the open top band. */
export function bandText(band: Band, intl: IntlShape): string {
  const minimum = formatTzs(intl, band.minimum);
  return band.maximum === null
    ? intl.formatMessage({ id: 'mpesa.calculator.bandOpen' }, { minimum })
    : intl.formatMessage(
        { id: 'mpesa.calculator.bandRange' },
        { minimum, maximum: intl.formatNumber(band.maximum) },
      );
}

/**
 * The message beside the amount field, or null when the quote is a fee. An empty field is only
 * reported once the visitor has typed or pressed Enter: no error greets someone who has not started.
 */
export function fieldError(quote: FeeQuote, touched: boolean, intl: IntlShape): string | null {
  switch (quote.kind) {
    case 'ok':
      return null;
    case 'invalid-amount':
      return quote.reason === 'empty' && !touched
        ? null
        : intl.formatMessage({ id: problemIds[quote.reason] });
    case 'below-minimum':
      return intl.formatMessage(
        { id: 'mpesa.calculator.error.belowMinimum' },
        { minimum: formatTzs(intl, quote.minimum) },
      );
    case 'above-maximum':
      return intl.formatMessage(
        { id: 'mpesa.calculator.error.aboveMaximum' },
        { maximum: formatTzs(intl, quote.maximum) },
      );
    case 'not-allowed':
      return intl.formatMessage(
        { id: 'mpesa.calculator.error.notAllowed' },
        { band: bandText(quote.band, intl) },
      );
    case 'unusable-tariff':
      return intl.formatMessage({ id: 'mpesa.calculator.unavailable' });
  }
}
