/** One amount band of one transaction category, checked and normalised from a CMS record. */
export type Band = {
  minimum: number;
  /** `null`: no upper limit (the tariff's top band). */
  maximum: number | null;
  /** `null`: the transaction is not allowed for amounts in this band. */
  fee: number | null;
  /** `YYYY-MM-DD`; absent when the editor left it empty (the page's state carries no empty fields). */
  effectiveDate?: string;
};

/** A transaction category (send, withdraw …) with its bands sorted by amount, as the tariff defines it. */
export type TariffCategory = {
  key: string;
  label: string;
  /** Where the figures come from: the first source line of the category's records, shown under the form. */
  source: string | null;
  bands: Band[];
};

/**
 * The tariff as read from the CMS, and as the M-Pesa page's state keeps it (a few kB instead of a
 * record per band per category, each with its label and source line): usable, or malformed with the
 * reasons (for logs and tests).
 * A malformed tariff is never used to compute a fee: a wrong number is worse than none.
 */
export type TariffReading =
  | { kind: 'usable'; categories: TariffCategory[] }
  | { kind: 'malformed'; problems: string[] }
  /** No band is published: in production mode the sample tariff stays a draft until an editor publishes the real one. */
  | { kind: 'unpublished' };

/**
 * Why typed text is not an amount. `too-large` goes beyond the brief's four reasons: digits past
 * 2^53 cannot be added exactly in JavaScript, and a rounded total would be a wrong number.
 */
export type AmountProblem = 'empty' | 'not-a-number' | 'negative' | 'not-whole' | 'too-large';

export type ParsedAmount = { kind: 'amount'; value: number } | { kind: 'invalid'; reason: AmountProblem };

/** The answer for one category and amount. Only `ok` carries numbers a visitor may rely on. */
export type FeeQuote =
  | { kind: 'ok'; amount: number; fee: number; total: number; band: Band }
  | { kind: 'not-allowed'; amount: number; band: Band }
  | { kind: 'below-minimum'; minimum: number }
  | { kind: 'above-maximum'; maximum: number }
  | { kind: 'invalid-amount'; reason: AmountProblem }
  /** The tariff is malformed or has no such category: nothing is computed. */
  | { kind: 'unusable-tariff'; problems: string[] };
