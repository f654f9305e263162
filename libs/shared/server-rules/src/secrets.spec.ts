import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { committedText, committedTextPath, writeCommittedText } from './committed-text.js';
import { secretProblem, secretProblems } from './secrets.js';

const good = () => randomBytes(32).toString('base64');

describe('a production secret', () => {
  it('is taken when random: what `openssl rand -base64 32` and `npm start` make', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(secretProblem(good())).toBeNull();
      expect(secretProblem(randomBytes(24).toString('base64'))).toBeNull();
      expect(secretProblem(randomBytes(32).toString('hex'))).toBeNull();
    }
  });

  it.each([
    ['the webhook secret of the server’s two-instance test', 'multi-instance-webhook-secret'],
    ['the CMS forms test’s ticket secret', 'forms-test-ticket-secret'],
    ['the end-to-end suite’s webhook secret', 'e2e-content-webhook-secret'],
    ['the end-to-end suite’s draft token', 'e2e-preview-read-token-0123456789abcdef'],
  ])('is refused as committed when it is %s', (_name, value) => {
    expect(secretProblem(value)).toMatch(/a string this repository commits/);
  });

  it.each([
    [' e2e-content-webhook-secret', /spaces or line breaks around it/],
    [`${good()}\n`, /spaces or line breaks around it/],
    ['aaaaaaaaaaaaaaaa', /shorter than 32/],
    ['Kq3zPw8xLm2N', /shorter than 32/],
    ['ab'.repeat(24), /fewer than 10 different characters/],
    ['0123456789'.slice(0, 8).repeat(5), /fewer than 10 different characters/],
    ['', /is not set/],
    [undefined, /is not set/],
  ])('is refused when it is %j', (value, problem) => {
    // Judged against an empty committed text: these strings are committed here, in this very file.
    expect(secretProblem(value, '')).toMatch(problem);
  });

  it('cannot be vouched for without the list of what is committed', () => {
    expect(secretProblem(good(), null)).toMatch(/cannot be checked/);
  });

  it('is named with how to make a good one, each item of a list judged', () => {
    const env = {
      ONE: good(),
      TWO: 'forms-test-ticket-secret',
      KEYS: `${good()}, ${good()},${'x'.repeat(40)}`,
    };
    expect(secretProblems(env, ['ONE', 'TWO', 'KEYS', 'MISSING'], { lists: ['KEYS'] })).toEqual([
      expect.stringMatching(
        /^TWO is a string this repository commits.*; make one with `openssl rand -base64 32`$/,
      ),
      expect.stringMatching(/^KEYS has fewer than 10 different characters/),
      expect.stringMatching(/^MISSING is not set/),
    ]);
    expect(secretProblems({ KEYS: `${good()},${good()}` }, ['KEYS'], { lists: ['KEYS'] })).toEqual([]);
  });
});

describe('the committed text', () => {
  const folders: string[] = [];
  const newFolder = (prefix: string) => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('is written for an image from a tree without .git, what .gitignore names left out', () => {
    const root = newFolder('committed-');
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(join(root, '.gitignore'), 'node_modules\n.env\n*.log\n');
    writeFileSync(join(root, 'a.test.ts'), "const webhook = 'a-test-webhook-secret-value';");
    writeFileSync(join(root, '.env'), 'LOCAL=the-local-secret-never-committed');
    writeFileSync(join(root, 'run.log'), 'the-log-line-never-committed');
    writeFileSync(join(root, 'node_modules', 'x.js'), "'a-dependency-string-value'");
    expect(writeCommittedText(root)).toBe(2);
    expect(committedTextPath).toBe('dist/committed-text.txt.gz');
    const text = committedText(root);
    expect(secretProblem('a-test-webhook-secret-value', text)).toMatch(/commits/);
    for (const value of [
      'the-local-secret-never-committed',
      'the-log-line-never-committed',
      'a-dependency-string-value',
    ])
      expect(secretProblem(value, text) ?? '').not.toMatch(/commits/);
  });

  it('is unknown where there is neither a checkout nor an image’s copy', () => {
    expect(committedText(newFolder('nothing-'))).toBeNull();
  });
});
