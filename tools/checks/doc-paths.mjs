#!/usr/bin/env node
// The documentation check's second half (the first is remark-validate-links, `.remarkrc.mjs`): every
// repository path a document names in backticks exists (`libs/shared/ui/README.md`, or a path below
// the document's own folder; a bare file name, `site-store.ts`, somewhere in the repository), every
// `docs/…` file a code comment cites exists, and no file holds an absolute path of a machine (a path
// from the file system's root into a user's or a workspace's folder). Paths git ignores are build
// output (`apps/cms/.tmp`, a report folder) and pass. Prints what it finds; exit 1 when it finds any.
// `node tools/checks/doc-paths.mjs [root]` (the test runs it on a planted copy).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..', '..'));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));

// A span is a repository path when it starts at one of the repository's top folders.
const topFolders = ['apps', 'libs', 'docs', 'tools', 'deploy', '.storybook', '.ci'];
const repositoryPath = new RegExp(`^(\\./)?(${topFolders.map((f) => f.replace('.', '\\.')).join('|')})/`);
// Placeholders and patterns name a family of files, not one: `libs/<domain>/src/api/`, `*.stories.tsx`.
const pattern = /[*<>{}…|]|\.\.\./;
const machinePath = /(^|[\s"'`(=:])(\/work\/|\/home\/[a-z]|\/Users\/|\/root\/|[A-Z]:\\)/;
const textFile = /\.(md|mdx|ts|tsx|js|mjs|cjs|json|sh|ya?ml|css|html|conf|txt)$|(^|\/)(Dockerfile|run)$/;
const sourceFile = /\.(ts|tsx|js|mjs|cjs|sh|css)$/;
const lockFile = /package-lock\.json$/;

// A bare name of a source file the repository writes (build outputs such as `sw.js` are not sources).
const fileName = /^[\w][\w.-]*\.(ts|tsx|mjs|cjs)$/;
const names = new Set(files.map((file) => file.split('/').at(-1)));

const problems = [];
// A folder not made yet is only known to be ignored by its trailing slash (`.tmp/` in a .gitignore).
const ignored = (path) =>
  [path, `${path.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
const exists = (path, from) => {
  const clean = path
    .replace(/^\.\//, '')
    .replace(/[#:].*$/, '')
    .replace(/[.,;)]+$/, '');
  return (
    // A cited document may leave out `.md`, or be named by its number alone (`docs/adr/0009`).
    [join(root, clean), join(root, dirname(from), clean), join(root, `${clean}.md`)].some((p) =>
      existsSync(p),
    ) ||
    files.some((known) => known.startsWith(`${clean}-`)) ||
    ignored(clean)
  );
};

// The check's own test plants broken paths in its fixtures.
const fixtures = new Set(['tools/checks/doc-check.test.mjs']);

for (const file of files) {
  if (!textFile.test(file) || lockFile.test(file) || fixtures.has(file)) continue;
  const text = readFileSync(join(root, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (machinePath.test(line)) problems.push(`${where}: an absolute path of a machine`);
    if (file.endsWith('.md'))
      for (const [, span] of line.matchAll(/`([^`\s]+)`/g)) {
        if (pattern.test(span)) continue;
        if (repositoryPath.test(span) && !exists(span, file))
          problems.push(`${where}: \`${span}\` does not exist`);
        else if (fileName.test(span) && !names.has(span))
          problems.push(`${where}: no file is named \`${span}\``);
      }
    if (sourceFile.test(file))
      for (const [cited] of line.matchAll(/\bdocs\/[\w][\w./-]*[\w]/g))
        if (!exists(cited, file)) problems.push(`${where}: cites ${cited}, which does not exist`);
  });
}

for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`\n${problems.length} documentation path(s) to fix.`);
  process.exit(1);
}
console.log(`doc paths: ${files.length} files checked, every named path exists`);
