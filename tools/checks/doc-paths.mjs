#!/usr/bin/env node
// The documentation check's second half (the first is remark-validate-links, `.remarkrc.mjs`): every
// path and package a Markdown file names resolves (doc-refs.mjs says how each kind of token is
// followed: `libs/shared/ui/README.md` from the root, `src/api/` from the folders its line, paragraph or
// section names, `@site/shared-content/testing` among the package's exports), every `docs/…` file a
// code comment cites exists, and no file holds an absolute path of a machine (a path from the file
// system's root into a user's or a workspace's folder). Paths git ignores are build output
// (`apps/cms/.tmp`, a report folder) and pass. Prints what it finds; exit 1 when it finds any.
// `node tools/checks/doc-paths.mjs [root]` (the test runs it on a planted copy).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { docReferences, markdownLines } from './doc-refs.mjs';
import { treeFiles } from './tree-files.mjs';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..', '..'));
const files = treeFiles(root);

const machinePath = /(^|[\s"'`(=:])(\/work\/|\/home\/[a-z]|\/Users\/|\/root\/|[A-Z]:\\)/;
const textFile = /\.(md|mdx|ts|tsx|js|mjs|cjs|json|sh|ya?ml|css|html|conf|txt)$|(^|\/)(Dockerfile|run)$/;
const sourceFile = /\.(ts|tsx|js|mjs|cjs|sh|css)$/;
const lockFile = /package-lock\.json$/;

const problems = [];
const { check: checkToken, rooted } = docReferences(root, files);
const report = (where, { problem, unlessIgnored }) =>
  problem && problems.push({ text: `${where}: ${problem}`, unlessIgnored });

/**
 * Every token of a Markdown file, resolved from the folders named around it: on its line (paths from
 * the root first, then in order) and in its paragraph; when neither names one, in its section and the
 * sections that hold it.
 */
function checkMarkdown(file, text) {
  const docDir = dirname(file);
  const sections = [[]]; // the folders each open heading's section names, outermost first
  let paragraph = [];
  for (const { line, heading, boundary, tokens } of markdownLines(text)) {
    if (heading) sections.splice(heading, Infinity, []);
    if (boundary) paragraph = [];
    const around = paragraph.length ? paragraph : [...new Set(sections.toReversed().flat())];
    const here = checkLine(`${file}:${line}`, tokens, { docDir, around, inParagraph: paragraph.length > 0 });
    paragraph = [...new Set([...here, ...paragraph])];
    sections.push([...new Set([...here, ...sections.pop()])]);
  }
}

/** A line's tokens, paths from the root first; returns the folders its code spans name. */
function checkLine(where, tokens, { docDir, around, inParagraph }) {
  const here = [];
  const ordered = [...tokens.filter((e) => rooted(e.token)), ...tokens.filter((e) => !rooted(e.token))];
  for (const entry of ordered) {
    // The section's folders only when neither the line nor its paragraph names one.
    const context = rooted(entry.token) ? [] : inParagraph || !here.length ? around : [];
    const result = checkToken(entry.token, { ...entry, bases: [...new Set([...here, ...context])], docDir });
    report(where, result);
    // What a code span names is the context of the words around it (a passing mention in prose is not).
    if (entry.strict) here.push(...result.folders);
  }
  return here;
}

// The check's own test plants broken paths in its fixtures.
const fixtures = new Set(['tools/checks/doc-check.test.mjs']);

for (const file of files) {
  if (!textFile.test(file) || lockFile.test(file) || fixtures.has(file)) continue;
  const text = readFileSync(join(root, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (machinePath.test(line)) report(where, { problem: 'an absolute path of a machine' });
    if (sourceFile.test(file))
      for (const [cited] of line.matchAll(/\bdocs\/[\w][\w./-]*[\w]/g)) {
        const { problem, unlessIgnored } = checkToken(cited, { bases: [], docDir: '.', strict: true });
        if (problem) report(where, { problem: `cites ${cited}, which does not exist`, unlessIgnored });
      }
  });
  if (file.endsWith('.md')) checkMarkdown(file, text);
}

// What git ignores is build output, a cache or a folder a run makes: asked once for every path that
// would excuse a problem. A folder not made yet is only known to be ignored by its trailing slash (`.tmp/`
// in a .gitignore), so each is asked with one too.
const excusing = [...new Set(problems.flatMap(({ unlessIgnored = [] }) => unlessIgnored))];
const ignored = new Set(
  spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: root,
    encoding: 'utf8',
    input: excusing.flatMap((path) => [path, `${path.replace(/\/$/, '')}/`]).join('\n'),
  })
    .stdout.split('\n')
    .map((path) => path.replace(/\/$/, '')),
);
const remaining = problems
  .filter(({ unlessIgnored = [] }) => !unlessIgnored.some((path) => ignored.has(path.replace(/\/$/, ''))))
  .map(({ text }) => text);
for (const problem of remaining) console.error(problem);
if (remaining.length) {
  console.error(`\n${remaining.length} documentation path(s) to fix.`);
  process.exit(1);
}
console.log(`doc paths: ${files.length} files checked, every named path exists`);
