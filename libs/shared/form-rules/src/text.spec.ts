import { cleanText, hasHiddenCharacters } from './text.js';

describe('cleanText', () => {
  it('removes NUL, other controls, zero-width, bidi and tag characters, then trims', () => {
    expect(cleanText(' Asha\u0000 Mus\u200bsa\u202e\u2066 ')).toBe('Asha Mussa');
    expect(cleanText('a\u0007b\u007fc\u0085d\u00ade\ufefff')).toBe('abcdef');
    expect(cleanText('ok\u{e0041}\u{e0042}')).toBe('ok');
  });

  it('keeps line breaks only in multi-line text, as \\n', () => {
    expect(cleanText('one\r\ntwo\rthree\u2028four', { multiline: true })).toBe('one\ntwo\nthree\nfour');
    expect(cleanText('one\r\ntwo\tthree')).toBe('one two three');
  });

  it('keeps letters of every script, emoji pairs and composes to NFC', () => {
    expect(cleanText('Zoë Müller — 東京 🇹🇿')).toBe('Zoë Müller — 東京 🇹🇿');
    expect(cleanText('e\u0301')).toBe('\u00e9');
  });

  it('drops lone surrogates (valid JSON, not storable as UTF-8)', () => {
    expect(cleanText('a\ud800b\udc00c')).toBe('abc');
  });
});

describe('hasHiddenCharacters', () => {
  it.each(['a\u200bb', 'a\u202eb', 'a\u0000b', 'a\nb', 'a\ud800'])('finds them in %j', (value) => {
    expect(hasHiddenCharacters(value)).toBe(true);
  });

  it('passes plain text', () => {
    expect(hasHiddenCharacters('asha@example.org')).toBe(false);
  });
});
