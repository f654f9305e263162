/**
 * The fields of a page's address that the page answers (the M-Pesa fee calculator's GET form): a
 * request with them is rendered for that request, not served from the page cache, so the calculator
 * works without JavaScript and its answer has an address a visitor can share.
 */
export const answerFields = { category: 'category', amount: 'amount' } as const;

/** Longest value the server takes for an answered field (an amount or a category key). */
export const maxAnswerFieldLength = 40;
