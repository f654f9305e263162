// A domain team's workbench (`npx nx serve <domain>`) shows the answers recorded from the seed
// (libs/<domain>/workbench/cms-answers.json, `npm run workbench:record`) when no CMS runs. They must be
// what a freshly seeded CMS answers now: a seed change that leaves them stale fails here, beside the
// seed's own checks (model.test.mjs).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import { readKey, stableAnswers } from '../../../tools/workbench/cms-answers.mjs';
import { readAnswers } from '../../../tools/workbench/fixture-cms.mjs';
import { getJson, pool, startStrapi } from './helpers.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');
const entryRead = /^(\/api\/[^/?]+\/)([^/?]+)/;

let cms;
before(async () => {
  cms = await startStrapi({ env: { SEED_TEST_FIXTURES: 'false' } });
});
after(async () => {
  if (cms) await cms.stop();
});

/** What the CMS answers now to the recorded reads, made instance-independent the same way. */
async function answersNow(keys) {
  const read = (key) =>
    getJson(`${cms.base}${key}`).then(({ status, body }) => ({ key: readKey(key), status, body }));
  const lists = await pool(
    keys.filter((key) => !entryRead.test(key)),
    4,
    read,
  );
  // Entry reads are recorded by the names the lists gave their documents: ask by this instance's ids.
  const ids = new Map([...stableAnswers(lists).names].map(([id, name]) => [name, id]));
  const entries = await pool(
    keys.filter((key) => entryRead.test(key)),
    4,
    (key) => read(key.replace(entryRead, (_, path, name) => `${path}${ids.get(name) ?? name}`)),
  );
  return stableAnswers([...lists, ...entries]).answers;
}

/** Where two answers part: the first path whose values differ, with both (now / recorded). */
function firstDifference(now, recorded, path = '') {
  if (isDeepStrictEqual(now, recorded)) return null;
  if (now && recorded && typeof now === 'object' && typeof recorded === 'object')
    for (const key of new Set([...Object.keys(now), ...Object.keys(recorded)])) {
      const found = firstDifference(now[key], recorded[key], `${path}.${key}`);
      if (found) return found;
    }
  const show = (value) => JSON.stringify(value)?.slice(0, 120);
  return `${path || '/'} is ${show(now)}, recorded ${show(recorded)}`;
}

for (const manifest of model.pages.loadManifests()) {
  const { domain, pages } = manifest;
  describe(`the ${domain} workbench's recorded answers`, () => {
    const recorded = readAnswers(domain);

    it('hold every page its routes read, in both languages', () => {
      const missing = model.pages
        .routedEndpoints(manifest)
        .flatMap((endpoint) =>
          model.LOCALES.filter(
            (locale) =>
              !recorded[
                `/api/${endpoint}?locale=${locale}&populate=deep,${pages[endpoint]?.populateDepth ?? 10}`
              ],
          ).map((locale) => `${endpoint} (${locale})`),
        );
      assert.deepEqual(missing, [], 'run npm run workbench:record');
    });

    it('are what the seeded CMS answers now', async () => {
      const now = await answersNow(Object.keys(recorded));
      const stale = Object.keys(recorded).filter((key) => !isDeepStrictEqual(now[key], recorded[key]));
      const first = stale[0]
        ? `; the first, ${stale[0]}: ${firstDifference(now[stale[0]], recorded[stale[0]])}`
        : '';
      assert.deepEqual(stale, [], `stale answers (run npm run workbench:record ${domain})${first}`);
    });
  });
}
