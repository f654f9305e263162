/**
 * The fields of a page's address that the page answers (the M-Pesa fee calculator's GET form; the
 * cookie preferences' saved choice, where the server's answer to their form goes back to): a request
 * with them is rendered for that request, not served from the page cache, so these work without
 * JavaScript and the calculator's answer has an address a visitor can share.
 */
export const answerFields = { category: 'category', amount: 'amount', storage: 'storage' } as const;

/**
 * The cookie preferences form (ADR 0029): posted to `path` as a plain HTML form, answered with a
 * redirect back to `back` (the page it is on) with `storage` telling what was saved.
 */
export const storagePreferences = {
  path: '/storage-preferences',
  fields: { back: 'back', action: 'do', optional: 'optional' },
  actions: { save: 'save', clear: 'clear' },
  /** The answers `?storage=` carries back: the choice saved on or off, or everything cleared. */
  answers: { on: 'on', off: 'off', cleared: 'cleared' },
} as const;

/** Longest value the server takes for an answered field (an amount or a category key). */
export const maxAnswerFieldLength = 40;

/**
 * The data saver switch in every page's footer (ADR 0030): posted to `path` as a plain HTML form with
 * `mode` (`on` or `off`, the cookie's values), answered with a redirect back to `back`, the page it is on.
 */
export const saveDataSwitch = {
  path: '/save-data',
  fields: { back: 'back', mode: 'mode' },
} as const;
