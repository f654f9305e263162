import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nxInCopy as nx, removeScratchWorkspace, scratchWorkspace } from './testing/scratch-workspace.ts';

// `nx affected` on a scratch branch of a copy of the workspace: a change to a domain's manifest, seed,
// part of the content model or catalogs marks that domain and what shows it (the site, its server and
// its end-to-end suite), the CMS when the CMS reads the file, and nothing else; a change to the shared
// ui marks everything that depends on it.

const site = ['server', 'site', 'site-e2e'];
const mpesaAndCms = ['cms', 'mpesa', ...site];
const jsonEdit = (edit: (data: Record<string, unknown>) => void) => (text: string) => {
  const data = JSON.parse(text) as Record<string, unknown>;
  edit(data);
  return `${JSON.stringify(data, null, 2)}\n`;
};
/** Sets one top-level `key` of a JSON file to `value`. */
const setKey = (key: string, value: unknown) => jsonEdit((data) => (data[key] = value));
const appendComment = (text: string) => `${text}// changed on a scratch branch\n`;

const cases: Array<{ what: string; file: string; edit: (text: string) => string; marks: string[] }> = [
  {
    what: 'the mpesa manifest',
    file: 'libs/mpesa/src/content-manifest.json',
    edit: jsonEdit((manifest) => {
      const pages = manifest['pages'] as Record<string, { displayName: string }>;
      pages['mpesa'] = { ...pages['mpesa'], displayName: 'M-Pesa home' };
    }),
    marks: mpesaAndCms,
  },
  {
    what: 'an mpesa seed page',
    file: 'apps/cms/seed/pages/mpesa/mpesa.en.json',
    edit: setKey('title', 'M-Pesa for everyone'),
    marks: mpesaAndCms,
  },
  {
    what: 'an mpesa collection’s seed (the tariff)',
    file: 'apps/cms/seed/tariff-bands.json',
    edit: setKey('effectiveDate', '2026-08-01'),
    marks: mpesaAndCms,
  },
  {
    what: 'the mpesa part of the content model',
    file: 'apps/cms/model/domains/mpesa.js',
    edit: appendComment,
    marks: mpesaAndCms,
  },
  {
    what: 'the business seed',
    file: 'apps/cms/seed/pages/business/vbu.sw.json',
    edit: setKey('title', 'Biashara ya Vodacom'),
    marks: ['business', 'cms', ...site],
  },
  {
    // The CMS reads no catalog: the menu labels are the site's.
    what: 'an mpesa catalog',
    file: 'libs/mpesa/src/messages/sw.json',
    edit: setKey('mpesa.nav.overview', 'M-Pesa kwa ufupi'),
    marks: ['mpesa', ...site],
  },
];

describe('nx affected on a scratch branch', () => {
  let copy = '';
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=scratch', '-c', 'user.email=scratch@example.test', ...args], {
      cwd: copy,
    });
  /** The projects `nx show projects --affected` names for a commit that changes `file`. */
  function affectedBy(file: string, edit: (text: string) => string): string[] {
    git('checkout', '-q', '-B', 'scratch', 'base');
    writeFileSync(join(copy, file), edit(readFileSync(join(copy, file), 'utf8')));
    git('commit', '-qam', `change ${file}`);
    const projects = JSON.parse(nx('show projects --affected --base=base --head=HEAD --json')) as string[];
    git('checkout', '-q', 'base');
    return projects.sort();
  }

  beforeAll(() => {
    copy = scratchWorkspace();
    git('init', '-q', '-b', 'base');
    git('add', '-A');
    git('commit', '-qm', 'base');
  });
  afterAll(removeScratchWorkspace);

  it.each(cases)('a change to $what marks $marks', ({ file, edit, marks }) => {
    expect(affectedBy(file, edit)).toEqual(marks);
  });

  it('a change to the shared ui marks every project that depends on it', () => {
    nx('graph --file=graph.json');
    const graph = JSON.parse(readFileSync(join(copy, 'graph.json'), 'utf8')) as {
      graph: { dependencies: Record<string, Array<{ target: string }>> };
    };
    const dependents = new Set(['shared-ui']);
    for (let grew = true; grew;) {
      grew = false;
      for (const [project, deps] of Object.entries(graph.graph.dependencies))
        if (!dependents.has(project) && deps.some((dep) => dependents.has(dep.target)))
          grew = Boolean(dependents.add(project));
    }
    const affected = affectedBy('libs/shared/ui/src/components/badge/badge.tsx', appendComment);
    expect(affected).toEqual([...dependents].sort());
    for (const project of ['mobile', 'mpesa', 'business', 'investor', 'foundation', 'support', 'site'])
      expect(affected).toContain(project);
  });
});
