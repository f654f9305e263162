import { defineMessage, defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { AmountProblem } from './tariff';

/** The M-Pesa cost calculator's texts (its catalog loads with its chunk: `messages.ts`). */
export const calculatorTexts = defineMessages({
  amountHint: {
    id: 'mpesa.calculator.amountHint',
    defaultMessage: 'Whole shillings, for example 10,000',
    description: 'Hint under the amount field of the M-Pesa cost calculator; keep the example number',
  },
  calculate: {
    id: 'mpesa.calculator.calculate',
    defaultMessage: 'Calculate',
    description:
      'Button under the amount field of the M-Pesa cost calculator that shows the fee (with or without JavaScript); one word',
  },
  prompt: {
    id: 'mpesa.calculator.prompt',
    defaultMessage: 'Enter an amount to see the fee.',
    description: 'Shown in place of the result of the M-Pesa cost calculator before an amount is typed',
  },
  amount: {
    id: 'mpesa.calculator.amount',
    defaultMessage: 'Amount',
    description: 'Label of the amount sent in the result of the M-Pesa cost calculator; one word',
  },
  fee: {
    id: 'mpesa.calculator.fee',
    defaultMessage: 'Fee',
    description: 'Label of the M-Pesa fee in the result of the cost calculator; one word',
  },
  total: {
    id: 'mpesa.calculator.total',
    defaultMessage: 'Total (amount + fee)',
    description: 'Label of the sum of amount and fee in the result of the M-Pesa cost calculator',
  },
  band: {
    id: 'mpesa.calculator.band',
    defaultMessage: 'Amount band',
    description:
      'Label of the range of amounts the fee applies to (TZS 10,000 – 14,999) in the calculator result',
  },
  effectiveDate: {
    id: 'mpesa.calculator.effectiveDate',
    defaultMessage: 'Effective date',
    description: 'Label of the date the fee took effect, in the result of the M-Pesa cost calculator',
  },
  loading: {
    id: 'mpesa.calculator.loading',
    defaultMessage: 'Loading the M-Pesa fees…',
    description:
      'Read by screen readers while the M-Pesa cost calculator loads its fee table (hidden on screen)',
  },
  loadError: {
    id: 'mpesa.calculator.loadError',
    defaultMessage: 'The M-Pesa fees could not be loaded.',
    description:
      'Title of the notice in place of the M-Pesa cost calculator when its fee table failed to load',
  },
  unavailable: {
    id: 'mpesa.calculator.unavailable',
    defaultMessage:
      'The fee calculator is not available right now because the fee table could not be read. Please try again later.',
    description: 'Notice in place of the M-Pesa cost calculator when the fee table in the CMS is unusable',
  },
  notPublished: {
    id: 'mpesa.calculator.notPublished',
    defaultMessage: 'The M-Pesa fee table is not published yet, so the calculator cannot quote a fee.',
    description: 'Notice in place of the M-Pesa cost calculator before any fee table is published',
  },
});

export const amountLabel = defineMessage<{ amount: string }>({
  id: 'mpesa.calculator.amountLabel',
  defaultMessage: '{amount} (TZS)',
  description:
    'Label of the amount field of the M-Pesa cost calculator: {amount} is the word "Amount"; keep (TZS)',
});
export const bandRange = defineMessage<{ minimum: string; maximum: string }>({
  id: 'mpesa.calculator.bandRange',
  defaultMessage: '{minimum} – {maximum}',
  description:
    'A band of amounts in the calculator: {minimum} in shillings (TZS 10,000), {maximum} a number (14,999)',
});
export const bandOpen = defineMessage<{ minimum: string }>({
  id: 'mpesa.calculator.bandOpen',
  defaultMessage: '{minimum} and above',
  description: 'The highest band of amounts in the calculator: {minimum} in shillings (TZS 3,000,001)',
});
export const sourceLine = defineMessage<{ source: string }>({
  id: 'mpesa.calculator.source',
  defaultMessage: 'Source: {source}',
  description:
    "Note under the M-Pesa cost calculator: {source} is the fee table's source as the CMS gives it",
});
export const effectiveLine = defineMessage<{ date: string }>({
  id: 'mpesa.calculator.effective',
  defaultMessage: 'Fees effective {date}.',
  description:
    'Note under the M-Pesa cost calculator: {date} is the date the fees took effect (28 September 2026)',
});
export const belowMinimum = defineMessage<{ minimum: string }>({
  id: 'mpesa.calculator.error.belowMinimum',
  defaultMessage: 'The smallest amount for this transaction is {minimum}.',
  description: 'Error under the amount field of the calculator: {minimum} in shillings (TZS 1,000)',
});
export const aboveMaximum = defineMessage<{ maximum: string }>({
  id: 'mpesa.calculator.error.aboveMaximum',
  defaultMessage: 'The largest amount for this transaction is {maximum}.',
  description: 'Error under the amount field of the calculator: {maximum} in shillings (TZS 5,000,000)',
});
export const notAllowed = defineMessage<{ band: string }>({
  id: 'mpesa.calculator.error.notAllowed',
  defaultMessage: 'This amount is not allowed for this transaction type ({band}).',
  description:
    'Error under the amount field of the calculator: {band} is the band the amount falls in (TZS 10,000 – 14,999)',
});

/** The error under the amount field for each way a typed amount is unusable. */
export const problemMessages = defineMessages({
  empty: {
    id: 'mpesa.calculator.error.empty',
    defaultMessage: 'Enter an amount.',
    description: 'Error under the amount field of the M-Pesa cost calculator left empty',
  },
  'not-a-number': {
    id: 'mpesa.calculator.error.notANumber',
    defaultMessage: 'Enter the amount in numbers only, for example 10,000.',
    description: 'Error under the amount field of the calculator holding letters; keep the example number',
  },
  negative: {
    id: 'mpesa.calculator.error.negative',
    defaultMessage: 'The amount cannot be negative.',
    description: 'Error under the amount field of the calculator holding a negative number',
  },
  'not-whole': {
    id: 'mpesa.calculator.error.notWhole',
    defaultMessage: 'Enter whole shillings, without cents.',
    description: 'Error under the amount field of the calculator holding decimals',
  },
  'too-large': {
    id: 'mpesa.calculator.error.tooLarge',
    defaultMessage: 'This amount is too large.',
    description: 'Error under the amount field of the calculator holding a number too large to compute',
  },
}) satisfies Record<AmountProblem, MessageDescriptor>;
