#!/usr/bin/env node
// Tests must not order events with a clock they do not control: a real-time delay passes on an idle
// machine and fails on a busy CI runner. Release a promise (a gate) or use fake timers instead.
import { execFileSync } from 'node:child_process';

const patterns = [
  String.raw`\bdelay\(\s*[0-9_]+`, // MSW's delay(ms)
  String.raw`(^|[^.\w])setTimeout\(`, // test.setTimeout (a budget) is fine
  String.raw`\bwaitForTimeout\(`,
  String.raw`\bsleep\(`,
];
const files = [
  '*.spec.ts',
  '*.spec.tsx',
  '*.e2e.ts',
  '*.test.ts',
  '*.test.mjs',
  '*.stories.tsx',
  ':!**/node_modules/**',
];
let found = '';
try {
  found = execFileSync('git', ['grep', '-nE', patterns.join('|'), '--', ...files], { encoding: 'utf8' });
} catch (error) {
  if (error.status !== 1) throw error; // 1 = nothing found
}
if (found.trim()) {
  console.error('Tests that wait on real time (use a gate the test releases, or fake timers):\n' + found);
  process.exit(1);
}
console.log('no-real-time-waits: no test waits on real time');
