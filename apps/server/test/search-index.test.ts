import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainText, textsOf } from '../src/search/content-text.ts';
import { excerptOf } from '../src/search/excerpt.ts';
import { createSearchIndex, type SearchDocument } from '../src/search/search-index.ts';
import { termsOf, tokenize } from '../src/search/tokenize.ts';

/** The seeded M-Pesa pages in one language, as search reads them (real content, not made-up text). */
function seededPages(locale: 'en' | 'sw'): SearchDocument[] {
  const folder = join(import.meta.dirname, '../../cms/seed/pages/mpesa');
  return readdirSync(folder)
    .filter((file) => file.endsWith(`.${locale}.json`))
    .map((file) => {
      const entry = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { title: string };
      return {
        url: `${locale === 'sw' ? '/sw' : ''}/${file.replace(/\.(en|sw)\.json$/, '')}`,
        title: entry.title,
        text: textsOf(entry).join(' · '),
        kind: 'page' as const,
      };
    });
}

const english = createSearchIndex(seededPages('en'));
const swahili = createSearchIndex(seededPages('sw'));
const urls = (answer: { hits: { url: string }[] }) => answer.hits.map((hit) => hit.url);

describe('tokenizer', () => {
  it('keeps USSD codes whole and splits the words around them', () => {
    expect(tokenize('Dial *150*00# or *106# now.')).toEqual(['Dial', '*150*00#', 'or', '*106#', 'now']);
  });

  it('finds joined words whole and by their parts, without case or accents', () => {
    expect(termsOf('M-Pesa')).toEqual(['mpesa', 'pesa']);
    expect(termsOf('Élimu')).toEqual(['elimu']);
    expect(termsOf('*150*00#')).toEqual(['*150*00#']);
    expect(termsOf('a')).toEqual([]);
  });

  it('reads markdown bodies as text, keeping the codes in them', () => {
    expect(plainText('## Free data\n\n- Check it on **10 GB** at *149*60#.')).toBe(
      'Free data Check it on 10 GB at *149*60#.',
    );
  });

  it('leaves addresses, media and editor notes out of the text', () => {
    const texts = textsOf({
      title: 'Songesha',
      editorNote: 'internal',
      blocks: [{ __component: 'blocks.hero', href: 'tel:*150*00%23', image: 'media:x.svg', text: 'Hi' }],
    });
    expect(texts).toEqual(['Songesha', 'Hi']);
  });
});

describe('search index over the seeded M-Pesa pages', () => {
  it('finds Songesha first by its name, in English and Swahili', () => {
    expect(urls(english.search('Songesha', 10))[0]).toBe('/songesha');
    expect(urls(swahili.search('songesha', 10))[0]).toBe('/sw/songesha');
  });

  it('finds the pages that give the code *150*00#, and by the code without its hash', () => {
    const pages = urls(english.search('*150*00#', 20));
    expect(pages).toEqual(expect.arrayContaining(['/mpesa', '/songesha']));
    expect(urls(english.search('*150*00', 20))).toEqual(expect.arrayContaining(['/mpesa']));
    // Another code is another service: no approximate match on codes.
    expect(urls(english.search('*150*01#', 20))).not.toContain('/songesha');
  });

  it('finds loan pages for "mkopo" in Swahili (and "mikopo", and a word begun)', () => {
    expect(urls(swahili.search('mkopo', 20))).toEqual(
      expect.arrayContaining(['/sw/songesha', '/sw/loans-savings']),
    );
    expect(swahili.search('mikopo', 20).total).toBeGreaterThan(0);
    expect(urls(swahili.search('mkop', 20))).toContain('/sw/songesha');
  });

  it('matches a word with one typo', () => {
    expect(urls(english.search('Songesa', 10))).toContain('/songesha');
  });

  it('answers nothing for nothing, and cuts a flood of words', () => {
    expect(english.search('   ', 10)).toEqual({ total: 0, hits: [] });
    expect(english.search('!!! ??? <script>', 10).hits.every((hit) => hit.url.startsWith('/'))).toBe(true);
    expect(() => english.search('pesa '.repeat(500), 10)).not.toThrow();
  });

  it('gives excerpts whose odd parts are the matched words', () => {
    const [first] = english.search('Songesha', 1).hits;
    expect(first?.excerpt.filter((_, index) => index % 2 === 1).every((part) => /songesha/i.test(part))).toBe(
      true,
    );
    expect(first?.excerpt.length).toBeGreaterThan(1);
  });
});

describe('excerpt', () => {
  it('shows the passage around the first match, cut at words, with its matches apart', () => {
    const text = `${'word '.repeat(40)}dial *150*00# to check ${'more '.repeat(60)}`.trim();
    const parts = excerptOf(text, new Set(['*150*00#']));
    expect(parts[0]?.startsWith('…')).toBe(true);
    expect(parts[1]).toBe('*150*00#');
    expect(parts.at(-1)?.endsWith('…')).toBe(true);
    expect(parts.join('').length).toBeLessThanOrEqual(202);
  });

  it('keeps markup in content as text (the page escapes it)', () => {
    expect(excerptOf('<b>Songesha</b> now', new Set(['songesha']))).toEqual(['<b>', 'Songesha', '</b> now']);
  });
});
