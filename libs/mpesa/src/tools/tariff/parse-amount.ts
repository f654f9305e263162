import type { ParsedAmount } from './types';

// Thousands may be grouped with commas or spaces (Android keyboards and copied text bring
// no-break and thin spaces too: \s covers them), but one separator throughout and groups of three,
// so a slip such as "1,00" is refused instead of silently read as 100.
const plainDigits = /^\d+$/;
const groupedDigits = /^\d{1,3}([,\s])\d{3}(?:\1\d{3})*$/;
// Hyphen-minus, and the minus sign (U+2212) that Intl and some keyboards produce.
const minusSign = /^[-\u2212]\s*/;

function isWholeNumberText(text: string): boolean {
  return plainDigits.test(text) || groupedDigits.test(text);
}

/**
 * Reads what a visitor typed as whole Tanzanian shillings: "10000", "10,000" and "10 000" are all
 * 10,000. Anything else gets a reason instead of a guess.
 */
export function parseAmount(input: string): ParsedAmount {
  const text = input.trim();
  if (text === '') return { kind: 'invalid', reason: 'empty' };
  const negative = minusSign.test(text);
  const unsigned = text.replace(minusSign, '');
  const [whole = '', fraction, ...extra] = unsigned.split('.');
  if (extra.length > 0 || !isWholeNumberText(whole) || (fraction !== undefined && !/^\d*$/.test(fraction))) {
    return { kind: 'invalid', reason: 'not-a-number' };
  }
  if (negative) return { kind: 'invalid', reason: 'negative' };
  // Even "10000.00" is refused: a decimal point may be a Swahili-style thousands mark ("10.000").
  if (fraction !== undefined) return { kind: 'invalid', reason: 'not-whole' };
  return checkAmount(Number(whole.replace(/\D/g, '')));
}

/** The same rules for an amount that is already a number (callers that skip the text field). */
export function checkAmount(value: number): ParsedAmount {
  if (Number.isNaN(value)) return { kind: 'invalid', reason: 'not-a-number' };
  if (value < 0) return { kind: 'invalid', reason: 'negative' };
  if (!Number.isFinite(value) || value > Number.MAX_SAFE_INTEGER)
    return { kind: 'invalid', reason: 'too-large' };
  if (!Number.isInteger(value)) return { kind: 'invalid', reason: 'not-whole' };
  // -0 would print as "-0" through Intl.
  return { kind: 'amount', value: value === 0 ? 0 : value };
}
