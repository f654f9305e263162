// @ts-check

// Characters nobody types on purpose in a form, which hide or reorder what an editor reads later
// (bidi overrides turn "gpj.exe" into "exe.jpg"), break storage (PostgreSQL refuses NUL) or smuggle
// text past a reader (Unicode tag characters): C0/C1 controls except tab and newline, DEL, zero-width
// and joiner characters, bidi embeddings, overrides, isolates and marks, soft hyphen, BOM, the
// interlinear annotation marks and the tag block.
const invisible =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;

/** Any of `invisible`, tested once (no `g` flag, so no `lastIndex` state between calls). */
const hasInvisible = new RegExp(invisible.source, 'u');

// A surrogate pair is kept; a lone surrogate (valid in JSON, not in UTF-8) is dropped.
const loneSurrogate = /([\ud800-\udbff][\udc00-\udfff])|[\ud800-\udfff]/g;
const lineBreaks = /\r\n?|[\u2028\u2029]/g;

/**
 * Text as it is stored: NFC, invisible and control characters removed, line breaks as `\n` (kept
 * only when `multiline`; otherwise, like tabs, a space), trimmed.
 * @param {string} value
 * @param {{ multiline?: boolean }} [options]
 */
export function cleanText(value, { multiline = false } = {}) {
  const text = value
    .replace(loneSurrogate, '$1')
    .normalize('NFC')
    .replace(invisible, '')
    .replace(lineBreaks, '\n')
    .replace(/\t/g, ' ');
  return (multiline ? text : text.replace(/\n/g, ' ')).trim();
}

/**
 * Whether a value carries characters `cleanText` would remove: identifiers (e-mail addresses, web
 * addresses) are refused with them rather than silently changed.
 * @param {string} value
 */
export function hasHiddenCharacters(value) {
  return (
    hasInvisible.test(value) ||
    /[\t\n\r\u2028\u2029]/.test(value) ||
    value.replace(loneSurrogate, '$1') !== value
  );
}
