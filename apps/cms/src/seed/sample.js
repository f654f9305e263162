// Sample content (docs/content-model.md, "Sample content"). Seed files mark what nobody can source
// (people, results, contacts, codes, promotions) with `"sample": true` on the object that holds it: a
// collection entry, a block, or an item of a list. SEED_MODE decides what the public gets:
//   sample      (default)  everything is published, so the site looks real; the sidebar's
//                          `sampleContent` is true and the site says so on every page;
//   production             sample entries stay drafts; pages and the sidebar are published without
//                          their sample parts, and their draft keeps them for an editor to verify;
//                          a page left with only its hero and calls to action stays a draft whole.
// The marker is seed data only: the loader removes it before anything reaches Strapi.
const MARK = 'sample';
const MODES = ['sample', 'production'];

// Where the mode of the last seed is kept (Strapi's core store), so a later start or the reseed
// command knows which mode the content is in.
const MODE_KEY = { type: 'core', name: 'seed', key: 'mode' };

function seedMode(env = process.env) {
  const mode = env.SEED_MODE || 'sample';
  if (!MODES.includes(mode)) throw new Error(`SEED_MODE must be one of ${MODES.join(', ')}, not "${mode}"`);
  return mode;
}

/**
 * Why this environment may not start: production must choose its mode on purpose (a deploy that
 * forgot it would publish the sample site as fact). Maintenance tasks (CMS_TASK) never seed.
 */
function seedModeProblems(env = process.env) {
  if (env.NODE_ENV !== 'production' || env.CMS_TASK) return [];
  if (!env.SEED_MODE)
    return [
      'SEED_MODE is not set: choose "production" (publishes only sourced facts and structure; sample content stays a draft) or "sample" (publishes the sample site with its notice)',
    ];
  if (!MODES.includes(env.SEED_MODE))
    return [`SEED_MODE must be one of ${MODES.join(', ')}, not "${env.SEED_MODE}"`];
  return [];
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isSample = (value) => isObject(value) && value[MARK] === true;

// Deep copy without the marker keys; with `drop`, sample objects are left out too (a list loses the
// item, a single component becomes null).
function copy(value, drop) {
  if (Array.isArray(value))
    return value.filter((item) => !(drop && isSample(item))).map((v) => copy(v, drop));
  if (!isObject(value)) return value;
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === MARK) continue;
    out[key] = drop && isSample(item) ? null : copy(item, drop);
  }
  return out;
}

/** How many objects of a seed value are marked sample. */
function samplePartCount(value) {
  if (Array.isArray(value)) return value.reduce((n, item) => n + samplePartCount(item), 0);
  if (!isObject(value)) return 0;
  return (isSample(value) ? 1 : 0) + Object.values(value).reduce((n, v) => n + samplePartCount(v), 0);
}

function hasSample(value) {
  if (Array.isArray(value)) return value.some(hasSample);
  if (!isObject(value)) return false;
  return isSample(value) || Object.values(value).some(hasSample);
}

// Blocks that only frame a page: its heading and where to go next. A page that production would
// publish with nothing else is not published at all: the site says it is being prepared.
const FRAMING = new Set(['blocks.hero', 'blocks.call-to-action']);

/** A page whose every block but its framing is sample: held back whole in production. */
function heldBack(data) {
  return (
    isObject(data) &&
    Array.isArray(data.blocks) &&
    !data.blocks.some((block) => !isSample(block) && !FRAMING.has(block && block.__component))
  );
}

/**
 * What to write for one document locale: `first` is written and, when `publish`, published; `draft`
 * (if any) is written afterwards, so the draft holds the full seed while the public sees `first`.
 */
function versions(data, mode) {
  const full = copy(data, false);
  if (mode === 'sample') return { first: full, publish: true, draft: null, withheld: false };
  if (isSample(data) || heldBack(data)) return { first: full, publish: false, draft: null, withheld: true };
  if (!hasSample(data)) return { first: full, publish: true, draft: null, withheld: false };
  return { first: copy(data, true), publish: true, draft: full, withheld: true };
}

module.exports = {
  MARK,
  MODES,
  MODE_KEY,
  seedMode,
  seedModeProblems,
  isSample,
  heldBack,
  hasSample,
  samplePartCount,
  versions,
};
