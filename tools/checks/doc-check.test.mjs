// The documentation check catches what it is for: a broken relative link, a heading that is not there,
// a backticked repository path that does not exist, a cited docs file that is gone, and a machine's
// absolute path. Each is planted in a copy of a small repository; the clean copy passes.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    const run = paths(dir);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /`libs\/ui\/src\/gone.ts` does not exist/);
    assert.match(run.stderr, /no file is named `store-hooks.tsx`/);
    assert.match(run.stderr, /cites docs\/decisions.md, which does not exist/);
  });

  it("fails on a machine's absolute path", () => {
    const home = ['', 'home', 'someone', 'site'].join('/');
    const dir = repository({ ...clean, 'docs/guide.md': `# Guide\n\n## Setting up\n\nCloned to ${home}.\n` });
    assert.match(paths(dir).stderr, /an absolute path of a machine/);
  });
});
