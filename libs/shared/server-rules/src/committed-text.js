// @ts-check
// The text this repository commits: a production secret must appear nowhere in it (a test's webhook
// secret, an example's key, a fixture's token are known to anyone who reads the repository). In a
// checkout it is read from the tracked files themselves (`git ls-files`), so it is always current; an
// image has no `.git`, so its build writes the same text, compressed (`node tools/scripts/
// write-committed-text.mjs` in deploy/Dockerfile), and a production start reads that. Neither: the
// start is refused, since nothing can vouch for the secrets (docs/adr/0020-no-committed-secret.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The repository's root (or an image's `/app`: the layout is the same). */
export const workspaceRoot = resolve(import.meta.dirname, '../../../..');
/** Where an image keeps the text (relative to the root). */
export const committedTextPath = 'dist/committed-text.txt.gz';

/** A file this large is data, not a place a secret was typed into (the lockfile is 0.7 MB). */
const maxFileBytes = 4 * 1024 * 1024;

/** @param {string} path */
function readText(path) {
  try {
    if (statSync(path).size > maxFileBytes) return null;
    const bytes = readFileSync(path);
    return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString('utf8');
  } catch {
    return null; // deleted since it was listed, or a link to nothing
  }
}

/** The tracked files of the checkout at `root`, or null when it is not one (or git is missing). */
function trackedFiles(/** @type {string} */ root) {
  if (!existsSync(join(root, '.git'))) return null;
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return listed.split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * The files of a tree without its `.git` (an image's build context): everything but what its
 * `.gitignore` files name (plain names and `*` patterns: enough for this repository's).
 * @param {string} root
 */
function treeFiles(root) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir @param {RegExp[]} inherited */
  const walk = (dir, inherited) => {
    const rules = [
      ...inherited,
      ...(readText(join(dir, '.gitignore')) ?? '')
        .split('\n')
        .map((line) => line.trim().replace(/^\/|\/$/g, ''))
        .filter((line) => line && !line.startsWith('#') && !line.startsWith('!') && !line.includes('/'))
        .map((glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`)),
    ];
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === '.git' || rules.some((rule) => rule.test(entry.name))) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, rules);
      else if (entry.isFile()) files.push(relative(root, path));
    }
  };
  walk(root, []);
  return files;
}

/** @param {string} root @param {string[]} files */
const textOf = (root, files) =>
  files
    .map((file) => readText(join(root, file)))
    .filter((text) => text !== null)
    .join('\n\0\n');

/** @type {{ root: string, text: string | null } | null} */
let recent = null;

/**
 * The committed text (the tracked text files, joined), or null when neither a checkout nor an image's
 * copy is there. Kept a few seconds only: a start checks its secrets at once, then never again.
 * @param {string} [root]
 * @returns {string | null}
 */
export function committedText(root = workspaceRoot) {
  if (recent?.root === root) return recent.text;
  const tracked = trackedFiles(root);
  let text = tracked ? textOf(root, tracked) : null;
  if (text === null && existsSync(join(root, committedTextPath)))
    text = gunzipSync(readFileSync(join(root, committedTextPath))).toString('utf8');
  recent = { root, text };
  setTimeout(() => (recent = null), 10_000).unref();
  return text;
}

/**
 * Writes the committed text for an image (its build context has the repository's files, maybe no
 * `.git`); returns how many files it holds.
 * @param {string} [root]
 */
export function writeCommittedText(root = workspaceRoot) {
  const files = trackedFiles(root) ?? treeFiles(root);
  writeFileSync(join(root, committedTextPath), gzipSync(textOf(root, files), { level: 9 }));
  return files.length;
}
