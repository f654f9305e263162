import { formatTzs } from '@site/shared-i18n';
import { type IntlShape } from 'react-intl';
import {
  aboveMaximum,
  bandOpen,
  bandRange,
  belowMinimum,
  calculatorTexts,
  notAllowed,
  problemMessages,
} from '../calculator-messages';
import type { Band, FeeQuote } from '../tariff';

/** "TZS 10,000 – 14,999", or "TZS 3,000,001 and above" for the open top band. */
export function bandText(band: Band, intl: IntlShape): string {
  const minimum = formatTzs(intl, band.minimum);
  return band.maximum === null
    ? intl.formatMessage(bandOpen, { minimum })
    : intl.formatMessage(bandRange, { minimum, maximum: intl.formatNumber(band.maximum) });
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
      return quote.reason === 'empty' && !touched ? null : intl.formatMessage(problemMessages[quote.reason]);
    case 'below-minimum':
      return intl.formatMessage(belowMinimum, { minimum: formatTzs(intl, quote.minimum) });
    case 'above-maximum':
      return intl.formatMessage(aboveMaximum, { maximum: formatTzs(intl, quote.maximum) });
    case 'not-allowed':
      return intl.formatMessage(notAllowed, { band: bandText(quote.band, intl) });
    case 'unusable-tariff':
      return intl.formatMessage(calculatorTexts.unavailable);
  }
}
