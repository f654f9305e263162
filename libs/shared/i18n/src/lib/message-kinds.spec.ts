import { parse } from '@formatjs/icu-messageformat-parser';
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertPrintable } from './message-kinds';

const workspaceRoot = resolve(import.meta.dirname, '../../../../..');

describe('assertPrintable', () => {
  it('passes every message of every catalog in the workspace', () => {
    const files = globSync('{apps,libs}/**/messages/*.json', {
      cwd: workspaceRoot,
      exclude: (name) => name === 'node_modules',
    });
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const catalog = JSON.parse(readFileSync(resolve(workspaceRoot, file), 'utf8')) as Record<
        string,
        string
      >;
      for (const [id, text] of Object.entries(catalog)) assertPrintable(parse(text), `${file}: ${id}`);
    }
  });

  it('refuses the kinds the formatter does not print, nested in cases too', () => {
    expect(() => assertPrintable(parse('Paid {amount, number}'), 'demo')).toThrow('ICU number');
    expect(() => assertPrintable(parse('On {day, date, long}'), 'demo')).toThrow('ICU date');
    expect(() => assertPrintable(parse('Read <b>this</b>'), 'demo')).toThrow('ICU tag');
    expect(() =>
      assertPrintable(parse('{count, plural, one {# at {time, time}} other {#}}'), 'demo'),
    ).toThrow('ICU time');
  });
});
