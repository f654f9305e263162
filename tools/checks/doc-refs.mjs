// What a Markdown document names, and whether it is there. Every word of a code span is a token; so is
// every repository path and `@scope/package` of its prose and code blocks. Each resolves where a
// reader would look for it:
// - `apps/…`, `libs/…` (a path from one of the repository's top folders): from the root.
// - `src/collections.ts`, `test/helpers.mjs` (a relative path): from the folders the text around it
//   names (its line or table row and its paragraph or list item; when they name none, its section),
//   the document's own folder and the root. It is a path when it ends in a file extension or its first
//   folder exists there; otherwise it is a word with a slash (`br/gzip`, `text/html`) and passes.
// - `<domain>`, `*`, `{en,sw}`: a family of files, at least one of which exists.
// - `@site/shared-content/testing`, `zod/mini`: a package (a workspace package, or one installed) and
//   an entry of its `exports`; `@site/tools:page` a generator the package declares.
// - `site-store.ts` (a bare source or document name): some file of the repository has that name.
// URLs, the site's own addresses (`/api/…`), ellipses and alternatives (`a|b`) name no file.
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const fileExtension = /\.(ts|tsx|js|mjs|cjs|json|md|css|sh|ya?ml|html|svg|png|jpe?g|pdf)$/;
const bareName = /^[\w][\w.-]*\.(ts|tsx|mjs|cjs|md)$/;
const notAPath = /:\/\/|[|…]|\.\.\.|^[-$/~]|=/;
const packageSpecifier = /^(@[\w.-]+\/[\w.-]+|[a-z][\w.-]*)(\/[\w./*-]*)?(?::([\w-]+))?$/;
const placeholder = /<[^>]*>/g;
const family = /[*{<]/;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * The checker of one repository (`root`, its tracked and new `files`). A problem that a path git
 * ignores would excuse (build output, a cache, a folder a run makes) comes with those paths in
 * `unlessIgnored`: the caller asks git about all of them at once.
 */
export function docReferences(root, files) {
  const topFolders = [...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))];
  const fromTop = new RegExp(`^(\\./)?(${topFolders.map(escapeRegExp).join('|')})/`);
  const names = new Set(files.map((file) => file.split('/').at(-1)));
  const workspacePackages = new Map(
    files
      .filter((file) => file.endsWith('package.json'))
      .map((file) => [readJson(join(root, file))?.name, dirname(file)])
      .filter(([name]) => name),
  );
  const ownScopes = new Set(
    [...workspacePackages.keys()].map((name) => name.split('/')[0]).filter((scope) => scope.startsWith('@')),
  );
  const isDir = (path) => existsSync(join(root, path)) && statSync(join(root, path)).isDirectory();

  /** The repository paths (relative to root) `path` names from `base`: one, or a family's members. */
  function matches(base, path) {
    const full = posix.join(base, path);
    if (family.test(path)) return globSync(full.replace(placeholder, '*').replace(/\/$/, ''), { cwd: root });
    const found = [full, `${full}.md`].find((candidate) => existsSync(join(root, candidate)));
    if (found) return [found];
    // An ADR named by its number alone (`docs/adr/0009`).
    return files.some((file) => file.startsWith(`${full}-`)) ? [full] : [];
  }
  /** What `path` names from each of `bases`, as git would be asked whether it ignores it. */
  const ignorable = (bases, path) =>
    bases.map((base) => posix.join(base, family.test(path) ? path.replace(/[^/]*[*{<].*$/, '') : path));
  /** The folders a found path offers the words around it: itself or its folder, and their parents. */
  const foldersOf = (found) => {
    const out = [];
    const path = found.replace(/\/$/, '');
    for (let dir = isDir(path) ? path : dirname(path); dir !== '.'; dir = dirname(dir)) out.push(dir);
    return out;
  };

  function packageProblem(specifier) {
    const [, name, subpath, generator] = packageSpecifier.exec(specifier) ?? [];
    if (!name) return null;
    const dir =
      workspacePackages.get(name) ??
      ['node_modules', 'apps/cms/node_modules']
        .map((modules) => `${modules}/${name}`)
        .find((candidate) => existsSync(join(root, candidate)));
    // A package of the workspace's own scope must be one of its packages; another one may be named
    // without being installed (an alternative a decision weighed).
    if (!dir) return ownScopes.has(name.split('/')[0]) ? `no package is named \`${name}\`` : null;
    const manifest = readJson(join(root, dir, 'package.json')) ?? {};
    const entry = subpath?.replace(/\/$/, '');
    if (entry && !exported(manifest, dir, `.${entry}`)) return `\`${name}\` exports no \`${entry.slice(1)}\``;
    if (generator) {
      const declared = manifest.generators && readJson(join(root, dir, manifest.generators));
      if (!declared?.generators?.[generator]) return `\`${name}\` has no generator \`${generator}\``;
    }
    return null;
  }
  function exported({ exports }, dir, entry) {
    const keys = exports && typeof exports === 'object' ? Object.keys(exports) : [];
    if (keys.some((key) => key.startsWith('.')))
      return keys.some((key) =>
        key.includes('*')
          ? new RegExp(`^${key.split('*').map(escapeRegExp).join('.+')}$`).test(entry)
          : key === entry,
      );
    return ['', '.js', '.mjs', '/index.js'].some((suffix) =>
      existsSync(join(root, dir, `${entry}${suffix}`)),
    );
  }

  const ok = (folders = []) => ({ problem: null, folders });
  const fail = (problem, unlessIgnored = []) => ({ problem, folders: [], unlessIgnored });
  /** What `path` names from each of `bases` that has it (the words after it may mean any of them). */
  const findIn = (bases, path) => {
    const found = [...new Set(bases)].flatMap((base) => matches(base, path));
    return found.length ? found : null;
  };
  /** `plugin/rule`, `@scope/rule`: an ESLint rule of an installed plugin, not a package. */
  const eslintRule = (first) =>
    ['node_modules/eslint-plugin-' + first, `node_modules/${first}/eslint-plugin`].some((dir) =>
      existsSync(join(root, dir)),
    );

  /**
   * One token: its problem (or null) and the folders it offers the tokens around it. `bases` are the
   * folders its context names; `strict` tokens (code spans) are checked whatever
   * they are, prose and code-block words only when they are repository paths or scoped packages.
   */
  function check(token, { bases, docDir, strict }) {
    const path = token
      .replace(/^\.\//, '')
      .replace(/#.*$/, '')
      .replace(/:\d+(:\d+)?$/, '');
    if (!path || notAPath.test(token)) return ok();
    if (fromTop.test(path)) {
      const found = matches('', path);
      if (found.length) return ok(found.flatMap(foldersOf));
      return fail(`\`${token}\` does not exist`, ignorable(['.'], path));
    }
    const scoped = path.startsWith('@');
    if (!strict && !scoped) return ok();
    if (!path.includes('/'))
      return bareName.test(path) && !names.has(path) ? fail(`no file is named \`${token}\``) : ok();
    const from = [...bases, docDir, '.'];
    const found = findIn(from, path);
    if (found) return ok(found.flatMap(foldersOf));
    const first = path.split('/')[0];
    if (scoped || existsSync(join(root, 'node_modules', first))) {
      const problem = eslintRule(first) ? null : packageProblem(path);
      return problem ? fail(problem, ignorable(from, path)) : ok();
    }
    const looksLikePath =
      fileExtension.test(path) || from.some((base) => isDir(join(base, first.replace(placeholder, '*'))));
    if (!looksLikePath || first.includes('<')) return ok();
    // The nearest folders it was looked for in (not their parents).
    const near = [...new Set(bases)].filter((base) => !bases.some((other) => dirname(other) === base));
    return fail(
      `\`${token}\` does not exist${near.length ? ` in ${near.slice(0, 3).join(', ')}` : ''}`,
      ignorable(from, path),
    );
  }

  const rooted = (token) => fromTop.test(token);
  return { check, rooted };
}

/**
 * The lines of a Markdown document with their tokens: { line, heading, boundary, tokens: [{ token,
 * strict }] }, where `heading` is a heading's level and `boundary` says a paragraph starts (a heading, a
 * blank line, a list item, a code fence). Link targets are left to remark-validate-links.
 */
export function* markdownLines(text) {
  let fenced = false;
  const words = (part) =>
    part
      .split(/\s+/)
      .map((word) => word.replace(/^[("'[]+|[)"'\].,;:!?]+$/g, ''))
      .filter(Boolean);
  for (const [index, line] of text.split('\n').entries()) {
    const fence = /^\s*(```|~~~)/.test(line);
    if (fence) fenced = !fenced;
    const inCode = fenced || fence;
    const heading = inCode ? 0 : (/^(#{1,6})\s/.exec(line)?.[1].length ?? 0);
    const boundary = fence || (!inCode && (heading > 0 || /^\s*$|^\s*([-*+]|\d+\.)\s/.test(line)));
    const spans = inCode ? [] : [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    const prose = (inCode ? line : line.replace(/`[^`]+`/g, ' ')).replace(/\]\([^)]*\)/g, '] ');
    yield {
      line: index + 1,
      heading,
      boundary,
      tokens: [
        ...spans.flatMap(words).map((token) => ({ token, strict: true })),
        ...words(prose).map((token) => ({ token, strict: false })),
      ],
    };
  }
}
