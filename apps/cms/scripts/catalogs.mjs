// The site's message catalogs (the chrome's texts): every `messages/<locale>.json` under libs/ and
// apps/site/src, read by the Swahili check.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..', '..');

function* catalogFiles(dir, locale) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* catalogFiles(path, locale);
    else if (entry.name === `${locale}.json` && dir.endsWith(`${join('', 'messages')}`)) yield path;
  }
}

/** [{ file (from the repository's root), messages }] of every catalog in `locale`, in path order. */
export function catalogs(locale) {
  const files = [
    ...catalogFiles(join(ROOT, 'libs'), locale),
    ...catalogFiles(join(ROOT, 'apps', 'site', 'src'), locale),
  ];
  return files
    .sort()
    .map((file) => ({ file: relative(ROOT, file), messages: JSON.parse(readFileSync(file, 'utf8')) }));
}
