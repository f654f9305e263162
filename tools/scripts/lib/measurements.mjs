// Benchmarks record their figures themselves (`--record`): the details in docs/measurements.md, one
// section per benchmark between markers it owns (`<!-- bench:<id> -->` … `<!-- /bench:<id> -->`), and
// a one-line summary in its row of the README's table of current figures. Earlier runs are in git.
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

/** Replaces the README's row of current figures whose first cell is `what` (it must be there). */
function replaceRow(what, cells) {
  const path = join(root, 'README.md');
  const lines = readFileSync(path, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.startsWith(`| ${what} |`));
  if (index < 0) throw new Error(`README.md has no row of current figures for "${what}"`);
  lines[index] = `| ${[what, ...cells].join(' | ')} |`;
  writeFileSync(path, lines.join('\n'));
}

/**
 * Writes a run's figures: `summary` (one line) into the README's row `what`, `details` (Markdown)
 * under the benchmark's `id` in docs/measurements.md, both with the date, the commit and the `command`.
 */
export function recordFigures({ id, what, command, summary, details }) {
  const when = `${today()}, \`${commit()}\``;
  replaceRow(what, [summary, when, `\`${command}\``]);
  replaceBetween('docs/measurements.md', id, `Measured ${when} with \`${command}\`.\n\n${details.trim()}\n`);
}

/** Whether the benchmark was asked to record (`--record`). */
export const recording = () => process.argv.includes('--record');
