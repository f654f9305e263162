#!/usr/bin/env node
// `SEED_MODE=production npm run reseed`: lists what applying that seed mode to this database would
// change (publish or unpublish sample entries and the sample tariff, publish pages and the sidebar
// with or without their sample parts, the sample-content notice) and which documents it keeps because
// an editor has worked on them. `npm run reseed -- --apply` then makes those changes.
import { createRequire } from 'node:module';
import { runTask } from './strapi-task.mjs';

const require = createRequire(import.meta.url);
const { reseed } = require('../src/seed/reseed.js');
const { MODES } = require('../src/seed/sample.js');

const mode = process.env.SEED_MODE;
if (!MODES.includes(mode)) {
  console.error(`reseed: set SEED_MODE to ${MODES.join(' or ')} (the mode to apply)`);
  process.exit(2);
}
const apply = process.argv.includes('--apply');
const result = await runTask((strapi) => reseed(strapi, mode, { apply }));

console.log(`reseed: the content is in ${result.from} mode; applying ${mode} mode`);
for (const { where, change } of result.changes) console.log(`  change  ${where}: ${change}`);
for (const where of result.kept) console.log(`  kept    ${where}: an editor has worked on it`);
for (const failure of result.failed) console.log(`  failed  ${failure}`);
const count = `${result.changes.length} change(s), ${result.kept.length} kept`;
if (!apply) console.log(`reseed: ${count}; nothing written. Run again with --apply to make the changes.`);
else
  console.log(
    `reseed: ${count}; applied${result.failed.length ? ` with ${result.failed.length} failure(s)` : ''}.`,
  );
process.exit(result.failed.length ? 1 : 0);
