import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nxInCopy as nx, removeScratchWorkspace, scratchWorkspace } from '../testing/scratch-workspace.ts';

// Each generator on a copy of the workspace, then what a team would run: lint, type check and tests of
// the projects it touched, the domain's Storybook, the generated model files and the seed check.

const pageFiles = [
  'UPDATE libs/mpesa/src/content-manifest.json',
  'UPDATE libs/mpesa/src/menu-messages.ts',
  'UPDATE libs/mpesa/src/messages/en.json',
  'UPDATE libs/mpesa/src/messages/sw.json',
  'CREATE apps/cms/seed/pages/mpesa/mpesa-demo.en.json',
  'CREATE apps/cms/seed/pages/mpesa/mpesa-demo.sw.json',
  'UPDATE libs/mpesa/src/routes.spec.tsx',
  'CREATE libs/mpesa/src/pages/mpesa-demo-page.stories.tsx',
];
const blockFiles = [
  'CREATE libs/mpesa/src/blocks/savings-goal-block.tsx',
  'CREATE libs/mpesa/src/blocks/savings-goal-block.spec.tsx',
  'CREATE libs/mpesa/src/blocks/savings-goal-block.stories.tsx',
  'UPDATE libs/mpesa/src/blocks/registry.ts',
  'UPDATE apps/cms/model/domains/mpesa.js',
  'UPDATE libs/shared/content/src/types/model.generated.ts',
  'UPDATE libs/shared/content/src/lib/block-shapes.generated.ts',
  'UPDATE docs/block-reference.md',
];

describe('the page and block generators, on a copy of the workspace', () => {
  let copy = '';
  const node = (...args: string[]) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8' });
  beforeAll(() => {
    copy = scratchWorkspace();
  });
  afterAll(removeScratchWorkspace);

  it('nx g @site/tools:page mpesa /mpesa-demo --dry-run lists its files and writes none', () => {
    // With its Swahili name the Swahili catalog gets the menu label too.
    const output = nx('g @site/tools:page mpesa /mpesa-demo --swahiliName="Maonyesho ya M-Pesa" --dry-run');
    for (const line of pageFiles) expect(output).toContain(line);
    expect(existsSync(join(copy, 'apps/cms/seed/pages/mpesa/mpesa-demo.en.json'))).toBe(false);
  });

  it('nx g @site/tools:block mpesa savings-goal --dry-run lists its files and writes none', () => {
    const output = nx('g @site/tools:block mpesa savings-goal --dry-run');
    for (const line of blockFiles) expect(output).toContain(line);
    expect(existsSync(join(copy, 'libs/mpesa/src/blocks/savings-goal-block.tsx'))).toBe(false);
  });

  describe('written', () => {
    beforeAll(() => {
      nx(
        'g @site/tools:page mpesa /mpesa-demo --displayName="M-Pesa demo" --swahiliName="Maonyesho ya M-Pesa"',
      );
      nx('g @site/tools:block mpesa savings-goal --displayName="Savings goal"');
    });

    it('the touched projects lint, type-check and pass their tests, and the domain Storybook builds', () => {
      // The type check as `npm test` runs it: every project in one `tsc -b` (ADR 0034); Nx's targets
      // would start a compiler for each project the touched ones depend on.
      const typecheck = node('node_modules/typescript/bin/tsc', '-b');
      expect(typecheck.stdout + typecheck.stderr).toBe('');
      expect(typecheck.status).toBe(0);
      // runNxCommand throws (with the output) when a task fails.
      const output = nx(
        'run-many -t lint test build-storybook -p mpesa shared-content --outputStyle=static',
        {
          runsTasks: true,
        },
      );
      expect(output).toMatch(/Successfully ran targets lint, test, build-storybook for 2 projects/);
    });

    it('the generated model files are what the model generates', () => {
      const check = node('tools/scripts/generate-model.mjs', '--check');
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    });

    it('the seed check refuses the page’s stubs in both languages, and nothing else, until they are written', () => {
      const check = node('apps/cms/scripts/check-seed.mjs');
      const problems = check.stdout.split('\n').filter((line) => /^\S+:\S*: /.test(line));
      expect(check.status).toBe(1);
      expect(new Set(problems.map((line) => line.split(':')[0]))).toEqual(
        new Set(['pages/mpesa/mpesa-demo.en.json', 'pages/mpesa/mpesa-demo.sw.json']),
      );
      // The stubs' placeholders, and the English of the Swahili stub's placeholders.
      expect(problems.every((line) => /placeholder text|English word\(s\) in Swahili/.test(line))).toBe(true);
    });
  });
});
