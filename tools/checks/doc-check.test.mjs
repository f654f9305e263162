// The documentation check catches what it is for: a broken relative link, a heading that is not there,
// a path, package or export a document names that is not there, a cited docs file that is gone, and a
// machine's absolute path. Each is planted in a small repository whose clean copy passes; and the stale
// claims of issue 47 are planted again in a copy of this repository.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';

const root = join(import.meta.dirname, '..', '..');
const remark = join(root, 'node_modules', '.bin', 'remark');
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A small git repository with the given files (path → text). */
function repository(files) {
  const dir = mkdtempSync(join(tmpdir(), 'doc-check-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

const clean = {
  'README.md': 'Start at [the guide](docs/guide.md#setting-up) and `libs/ui/src/button.ts`.\n',
  'docs/guide.md': '# Guide\n\n## Setting up\n\nSee `docs/adr/0001-one.md`.\n',
  'docs/adr/0001-one.md': '# 1. One\n',
  'libs/ui/src/button.ts': '// Why: docs/guide.md, docs/adr/0001\nexport const button = 1;\n',
};

const links = (dir) =>
  spawnSync(
    remark,
    ['.', '--quiet', '--frail', '--no-stdout', '--no-color', '--rc-path', join(root, '.remarkrc.mjs')],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
const paths = (dir) =>
  spawnSync(process.execPath, [join(root, 'tools/checks/doc-paths.mjs'), dir], { encoding: 'utf8' });
/** The path check's complaints about a repository it must fail. */
function pathProblems(dir) {
  const run = paths(dir);
  assert.equal(run.status, 1);
  return run.stderr;
}

describe('the documentation check', () => {
  it('passes a repository whose links and paths all resolve', () => {
    const dir = repository(clean);
    assert.equal(links(dir).status, 0, links(dir).stderr);
    assert.equal(paths(dir).status, 0, paths(dir).stderr);
  });

  it('fails on a link to a missing file and on a missing heading', () => {
    const dir = repository({
      ...clean,
      'README.md': 'See [gone](docs/gone.md) and [x](docs/guide.md#nowhere).\n',
    });
    const run = links(dir);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /Cannot find file `docs\/gone.md`/);
    assert.match(run.stderr, /Cannot find heading for `#nowhere`/);
  });

  it('fails on a backticked path, a bare source name or a cited document that does not exist', () => {
    const dir = repository({
      ...clean,
      'docs/guide.md': '# Guide\n\n## Setting up\n\n`libs/ui/src/gone.ts` and `store-hooks.tsx`.\n',
      'libs/ui/src/button.ts': '// See docs/decisions.md\nexport const button = 1;\n',
    });
    const stderr = pathProblems(dir);
    assert.match(stderr, /`libs\/ui\/src\/gone.ts` does not exist/);
    assert.match(stderr, /no file is named `store-hooks.tsx`/);
    assert.match(stderr, /cites docs\/decisions.md, which does not exist/);
  });

  it("fails on a machine's absolute path", () => {
    const home = ['', 'home', 'someone', 'site'].join('/');
    const dir = repository({ ...clean, 'docs/guide.md': `# Guide\n\n## Setting up\n\nCloned to ${home}.\n` });
    assert.match(paths(dir).stderr, /an absolute path of a machine/);
  });

  it('resolves a relative path from the folders its line, paragraph or section names', () => {
    const dir = repository({
      ...clean,
      'libs/ui/package.json': '{ "name": "@x/ui" }\n',
      'libs/mobile/src/api/mobile-api.ts': 'export {};\n',
      'libs/mobile/src/content-manifest.json': '{}\n',
      'libs/mpesa/src/api/mpesa-api.ts': 'export {};\n',
      'libs/mpesa/src/content-manifest.json': '{}\n',
      'docs/teams.md': [
        '# Teams',
        '',
        '## What a domain owns',
        '',
        '| what | where |',
        '|---|---|',
        '| routes | `libs/<domain>/src/content-manifest.json` |',
        '| reads | `src/api/`, `src/api/<domain>-api.ts` |',
        '| stories | `src/stories.ts` |',
        '',
        '## The design system',
        '',
        'In `libs/ui`: `src/button.ts`; a list item below names its own:',
        '',
        '- `libs/mpesa`: `src/button.ts`',
        '',
      ].join('\n'),
    });
    const stderr = pathProblems(dir);
    const problems = stderr.split('\n').filter((line) => line.startsWith('docs/'));
    assert.deepEqual(problems, [
      'docs/teams.md:9: `src/stories.ts` does not exist in libs/mpesa/src/api, libs/mobile/src/api',
      'docs/teams.md:15: `src/button.ts` does not exist in libs/mpesa',
    ]);
  });

  it("follows a package's name and its exports, and a generator it declares", () => {
    const dir = repository({
      ...clean,
      'libs/ui/package.json': JSON.stringify({
        name: '@x/ui',
        exports: { '.': './src/button.ts', './testing': './src/testing.ts' },
        generators: './generators.json',
      }),
      'libs/ui/generators.json': JSON.stringify({ generators: { page: {} } }),
      'docs/guide.md': [
        '# Guide',
        '',
        '## Setting up',
        '',
        '`@x/ui`, `@x/ui/testing`, `nx g @x/ui:page`: yes. `@x/ui/stories`, `@x/gone`, `@x/ui:block`: no.',
        '',
      ].join('\n'),
    });
    const stderr = pathProblems(dir);
    assert.match(stderr, /`@x\/ui` exports no `stories`/);
    assert.match(stderr, /no package is named `@x\/gone`/);
    assert.match(stderr, /`@x\/ui` has no generator `block`/);
    assert.equal(stderr.match(/docs\/guide.md:5/g)?.length, 3);
  });

  it('passes what names no file of the repository, and families and outputs that are there', () => {
    const dir = repository({
      ...clean,
      '.gitignore': 'dist/\nnode_modules/\n',
      'node_modules/zod/package.json': JSON.stringify({ name: 'zod', exports: { './mini': './mini.js' } }),
      'node_modules/eslint-plugin-storybook/package.json': '{ "name": "eslint-plugin-storybook" }\n',
      'docs/guide.md': [
        '# Guide',
        '',
        '## Setting up',
        '',
        '`https://example.test/a/b.md`, `/api/pages`, `GET /sw/news/…`, `text/html`, `br/gzip`,',
        '`zod/mini`, `storybook/csf-component`, `@hookform/resolvers` (not used), `libs/*/src/*.ts`,',
        '`libs/ui/src/{button,missing}.ts`, `dist/site/assets/index-*.js`, `a|b`, `e2e-…`, `PORT=4200`.',
        '',
      ].join('\n'),
    });
    const run = paths(dir);
    assert.equal(run.status, 0, run.stderr);
  });

  it("fails on each of issue 47's stale claims, planted again in a copy of this repository", () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-check-repo-'));
    made.push(dir);
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    })
      .toString()
      .split('\0')
      .filter(Boolean);
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      try {
        cpSync(join(root, file), join(dir, file));
      } catch {
        // a file deleted since git listed it
      }
    }
    for (const modules of ['node_modules', 'apps/cms/node_modules'])
      symlinkSync(join(root, modules), join(dir, modules));
    execFileSync('git', ['init', '-q'], { cwd: dir });

    const replace = (file, from, to) => {
      const text = readFileSync(join(dir, file), 'utf8');
      assert.ok(from.test(text), `${file} has ${from}`);
      writeFileSync(join(dir, file), text.replace(from, to));
    };
    // The domain's collections in a file no domain has.
    replace(
      'docs/domain-teams.md',
      /(\| the route objects handed to the shell[^|]*\| )[^|]*\|/,
      '$1`src/routes.tsx`, `src/collections.ts` |',
    );
    // The site's providers in an export the blocks library does not have.
    replace('docs/testing.md', /`@site\/shared-testing`/, '`@site/shared-blocks/testing`');
    // The CMS fixtures in the test harness's library (they are in libs/shared/content/src/testing/).
    replace(
      'docs/architecture.md',
      /(\| `libs\/shared\/testing` \|[^|]*)\|/,
      '$1; CMS fixtures and MSW handlers (`src/cms-fixtures.ts`, `src/cms-handlers.ts`) |',
    );
    // The service worker's folder renamed: every document naming the old one is stale.
    const [worker] = globSync('apps/site/src/*/service-worker.ts', { cwd: dir });
    assert.ok(worker, 'the site has a service worker');
    renameSync(join(dir, dirname(worker)), join(dir, 'apps/site/src/renamed-worker'));
    const old = `${dirname(worker)}/`;
    const naming = globSync('**/*.md', { cwd: dir, exclude: ['**/node_modules/**'] }).filter((file) =>
      readFileSync(join(dir, file), 'utf8').includes(`\`${old}`),
    );

    const stderr = pathProblems(dir);
    const problems = stderr.split('\n').filter((line) => /^\S+:\d+: /.test(line));
    assert.match(problems.join('\n'), /^docs\/domain-teams.md:\d+: `src\/collections.ts` does not exist/m);
    assert.match(problems.join('\n'), /^docs\/testing.md:\d+: `@site\/shared-blocks` exports no `testing`/m);
    assert.match(problems.join('\n'), /^docs\/architecture.md:\d+: `src\/cms-fixtures.ts` does not exist/m);
    assert.match(problems.join('\n'), /^docs\/architecture.md:\d+: `src\/cms-handlers.ts` does not exist/m);
    for (const file of naming) assert.match(problems.join('\n'), new RegExp(`^${file}:\\d+: \`${old}`, 'm'));
    assert.ok(naming.length > 0, `a document names ${old}`);
  });
});
