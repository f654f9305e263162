// docs/glossary.md read by the checks: the names and units that stay as they are in both languages,
// the Swahili words spelled like English ones, and the terms with their one Swahili word and the
// words a Swahili text must not use for them. Editors and translators read the same file.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GLOSSARY = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'docs',
  'glossary.md',
);

/** Rows of the Markdown table under the `## <heading>` of `text`, as arrays of cells. */
function tableUnder(text, heading) {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/glossary.md has no "## ${heading}" section`);
  const section = text.slice(start + 1).split(/\n## /)[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its --- line
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
}

const list = (cell) => (cell ? cell.split(/\s*;\s*/).filter(Boolean) : []);

/**
 * → { names, units, swahili: string[], terms: [{ en, sw, avoid: string[] }],
 *     wrongForms: [{ wrong: string[], write, why }] }
 */
export function glossary(file = GLOSSARY) {
  const text = readFileSync(file, 'utf8');
  const names = tableUnder(text, 'Names').map(([name]) => name);
  const units = tableUnder(text, 'Units').map(([unit]) => unit);
  const swahili = tableUnder(text, 'Swahili words').map(([word]) => word);
  const terms = tableUnder(text, 'Terms').map(([en, sw, avoid]) => ({ en, sw, avoid: list(avoid) }));
  const wrongForms = tableUnder(text, 'Wrong forms').map(([wrong, write, why]) => ({
    wrong: list(wrong),
    write,
    why,
  }));
  return { names, units, swahili, terms, wrongForms };
}
