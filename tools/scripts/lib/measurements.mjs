// Benchmarks record their figures themselves (`--record`): the details in docs/measurements.md, one
// section per benchmark, and a one-line summary in the README's table of current figures. Each between
// markers the benchmark owns (`<!-- bench:<id> -->` … `<!-- /bench:<id> -->`); earlier runs are in git.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './stack.mjs';

const today = () => new Date().toISOString().slice(0, 10);
const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
};

/** Replaces what stands between the benchmark's markers in `file` (they must be there: a typo is loud). */
function replaceBetween(file, id, text) {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  const open = `<!-- bench:${id} -->`;
  const close = `<!-- /bench:${id} -->`;
  const start = source.indexOf(open);
  const end = source.indexOf(close);
  if (start < 0 || end < start) throw new Error(`${file} has no ${open} … ${close} section`);
  writeFileSync(path, `${source.slice(0, start + open.length)}\n${text}\n${source.slice(end)}`);
}

/**
 * Writes a run's figures: `summary` (one line) into the README's row of `id`, `details` (Markdown)
 * under its heading in docs/measurements.md, both with the date, the commit and the `command`.
 */
export function recordFigures({ id, command, summary, details }) {
  const when = `${today()}, \`${commit()}\``;
  replaceBetween('README.md', id, `| ${summary} | ${when} | \`${command}\` |`);
  replaceBetween('docs/measurements.md', id, `Measured ${when} with \`${command}\`.\n\n${details.trim()}\n`);
}

/** Whether the benchmark was asked to record (`--record`). */
export const recording = () => process.argv.includes('--record');
