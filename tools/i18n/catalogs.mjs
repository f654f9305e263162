// The site's message catalogs and the sources each is extracted from (docs/i18n.md). A catalog
// `<dir>/messages/en.json` holds the messages declared in the sources under `<dir>`, less those under a
// deeper catalog's folder (a form's, a tool's: they load with their lazy chunk). The shared libraries
// without a catalog of their own (blocks, pages, ui, routing) declare into shared-i18n's: one catalog of
// the shared chrome texts. Specs, stories and test harnesses declare nothing a visitor reads.
import { execFile } from 'node:child_process';
import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
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
 * `formatjs extract` over every catalog's sources at once (one run: a run per catalog costs seconds
 * each), each message given to the catalog of the file that declares it: per catalog
 * `{ id: { defaultMessage, description } }`, in the order of `catalogs()`.
 */
export async function extractAll(all = catalogs(), base = root) {
  const scratch = mkdtempSync(join(tmpdir(), 'messages-'));
  try {
    const list = join(scratch, 'files.txt');
    const out = join(scratch, 'out.json');
    writeFileSync(list, all.flatMap((catalog) => catalog.sources).join('\n'));
    const args = ['extract', '--in-file', list, '--out-file', out, '--throws', '--extract-source-location'];
    await run(process.execPath, [cli, ...args], { cwd: base });
    const found = Object.entries(JSON.parse(readFileSync(out, 'utf8')));
    return all.map((catalog) =>
      Object.fromEntries(
        found
          .filter(([, message]) => catalog.sources.includes(relative(base, resolve(base, message.file))))
          .map(([id, { defaultMessage, description }]) => [id, { defaultMessage, description }]),
      ),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A catalog as formatjs's `simple` format writes it: `{ id: defaultMessage }`, sorted by id. */
export const englishOf = (declared) =>
  Object.fromEntries(Object.entries(declared).map(([id, message]) => [id, message.defaultMessage]));

export const readCatalog = (catalog, language, base = root) =>
  JSON.parse(readFileSync(join(base, catalog.file(language)), 'utf8'));

/** A file written as formatjs writes its catalogs (two-space JSON and a final newline). */
export const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
