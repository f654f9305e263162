// The site's message catalogs and the sources each is extracted from (docs/i18n.md). A catalog
// `<dir>/messages/en.json` holds the messages declared in the sources under `<dir>`, less those under a
// deeper catalog's folder (a form's, a tool's: they load with their lazy chunk). The shared libraries
// without a catalog of their own (blocks, pages, ui, routing) declare into shared-i18n's: one catalog of
// the shared chrome texts. Specs, stories and test harnesses declare nothing a visitor reads.
import { execFile } from 'node:child_process';
import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';

export const root = join(import.meta.dirname, '..', '..');
export const languages = ['sw'];

const sharedCatalogDir = 'libs/shared/i18n/src';
const notSources = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx', '**/testing/**', '**/*.d.ts'];

/** Every catalog: its folder, its files and the sources it is extracted from (paths from the root). */
export function catalogs(base = root) {
  const dirs = globSync('{apps/site/src,libs}/**/messages/en.json', {
    cwd: base,
    exclude: ['**/node_modules/**'],
  })
    .map((file) => dirname(dirname(file)))
    .sort();
  const sources = globSync('{apps/site/src,libs}/**/*.{ts,tsx}', {
    cwd: base,
    exclude: ['**/node_modules/**', ...notSources],
  }).sort();
  const owner = (file) =>
    dirs.filter((dir) => file.startsWith(`${dir}/`)).sort((a, b) => b.length - a.length)[0] ??
    (file.startsWith('libs/shared/') ? sharedCatalogDir : undefined);
  return dirs.map((dir) => ({
    dir,
    file: (language) => join(dir, 'messages', `${language}.json`),
    sources: sources.filter((file) => owner(file) === dir),
  }));
}

const run = promisify(execFile);
const cli = join(
  dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')),
  'bin',
  'formatjs',
);

/**
 * `formatjs extract` over a catalog's sources: `{ id: { defaultMessage, description } }`, or with
 * `format: 'simple'` the English catalog itself (`{ id: defaultMessage }`).
 */
export async function extract(catalog, { base = root, format } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'messages-'));
  try {
    const list = join(scratch, 'files.txt');
    const out = join(scratch, 'out.json');
    writeFileSync(list, catalog.sources.map((file) => join(base, file)).join('\n'));
    const args = ['extract', '--in-file', list, '--out-file', out, '--throws'];
    await run(process.execPath, [cli, ...args, ...(format ? ['--format', format] : [])], { cwd: base });
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const readCatalog = (catalog, language, base = root) =>
  JSON.parse(readFileSync(join(base, catalog.file(language)), 'utf8'));

/** A file written as formatjs writes its catalogs (two-space JSON and a final newline). */
export const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

export const fromRoot = (path) => relative(root, path);
