// @ts-check
// What a workbench's recorded CMS answers are: one entry per read (path and query), made independent of
// the Strapi instance that answered. Strapi gives every document a random `documentId`, numbers rows in
// the order it writes them, stamps times and names uploads by a random hash; the site reads none of
// those as content, so they are replaced by values the seed alone decides, and two recordings of one
// seed are equal. The recorder (record.mjs) and the CMS suite's check (apps/cms/test) both use this.

/** @typedef {{ status: number, body: unknown }} Answer */

const stamp = '2026-01-01T00:00:00.000Z';
const stampFields = new Set(['createdAt', 'updatedAt', 'publishedAt']);

/**
 * A read's key: the path and its parameters in name order, decoded (`/api/x?locale=en&populate=deep,10`).
 * @param {string} pathAndQuery
 */
export function readKey(pathAndQuery) {
  const url = new URL(pathAndQuery, 'http://cms.invalid');
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.map(([name, value]) => `${name}=${value}`).join('&');
  return `${decodeURIComponent(url.pathname)}${query ? `?${query}` : ''}`;
}

/** An entry read (`/api/<type>/<documentId>`): its type and id, else null. */
const entryRead = (/** @type {string} */ key) => /^\/api\/([^/?]+)\/([^/?]+)/.exec(key);

const isObject = (/** @type {unknown} */ value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stable names for the documents the answers hold: a slug, a media file's name, a page type's name, or
 * else a number in the order the answers are read.
 */
function documentNames() {
  /** @type {Map<string, string>} */
  const byId = new Map();
  const taken = new Set();
  let next = 1;
  return {
    byId,
    /** @param {Record<string, unknown>} doc @param {string} segment */
    name(doc, segment) {
      const id = /** @type {string} */ (doc['documentId']);
      const known = byId.get(id);
      if (known) return known;
      const slug = typeof doc['slug'] === 'string' ? doc['slug'] : null;
      const file = typeof doc['mime'] === 'string' && typeof doc['name'] === 'string' ? doc['name'] : null;
      let base = slug ?? (file ? `media-${file}` : segment ? `${segment}-doc` : `doc-${next++}`);
      base = base.replace(/[^A-Za-z0-9_-]/g, '-');
      let name = base;
      for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
      taken.add(name);
      byId.set(id, name);
      return name;
    },
  };
}

/**
 * The answers with instance-made values replaced: documents named by `names`, row ids counted per
 * answer, times fixed, uploads addressed by their file's name.
 * @param {unknown} body @param {ReturnType<typeof documentNames>} names @param {string} segment
 */
function stableBody(body, names, segment) {
  let row = 0;
  /** @returns {unknown} */
  const walk = (/** @type {unknown} */ value, /** @type {string} */ top) => {
    if (Array.isArray(value)) return value.map((item) => walk(item, ''));
    if (!isObject(value)) return value;
    const object = /** @type {Record<string, unknown>} */ (value);
    const media = typeof object['mime'] === 'string' && typeof object['name'] === 'string';
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, child] of Object.entries(object)) {
      if (key === 'documentId' && typeof child === 'string') out[key] = names.name(object, top);
      else if (key === 'id' && typeof child === 'number') out[key] = ++row;
      else if (stampFields.has(key) && typeof child === 'string') out[key] = stamp;
      else if (media && key === 'url') out[key] = `/uploads/${object['name']}`;
      else if (media && key === 'hash') out[key] = String(object['name']).replace(/\.[^.]+$/, '');
      else if (media && key === 'formats') out[key] = null;
      else out[key] = walk(child, key === 'data' && top === '' ? segment : '');
    }
    return out;
  };
  return walk(body, '');
}

/**
 * Recorded reads made instance-independent: lists and pages first (they name the documents), then
 * entry reads, whose paths take the names too. Returns the answers by key, in key order, and the
 * names given (instance id → name).
 * @param {Array<{ key: string } & Answer>} reads
 */
export function stableAnswers(reads) {
  const names = documentNames();
  const ordered = [
    ...reads.filter((read) => !entryRead(read.key)).sort((a, b) => (a.key < b.key ? -1 : 1)),
    ...reads.filter((read) => entryRead(read.key)).sort((a, b) => (a.key < b.key ? -1 : 1)),
  ];
  /** @type {Record<string, Answer>} */
  const answers = {};
  for (const read of ordered) {
    const entry = entryRead(read.key);
    const segment = entry ? '' : (/^\/api\/([^/?]+)/.exec(read.key)?.[1] ?? '');
    const body = stableBody(read.body, names, segment);
    const key = entry
      ? read.key.replace(`/${entry[2]}`, `/${names.byId.get(entry[2] ?? '') ?? entry[2]}`)
      : read.key;
    answers[key] = { status: read.status, body };
  }
  const sorted = Object.fromEntries(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { answers: sorted, names: names.byId };
}

/**
 * The file of a domain's answers: one read a line, so a seed change shows as the reads it changed.
 * @param {Record<string, Answer>} answers
 */
export function answersJson(answers) {
  const about =
    'Recorded from the seed by `npm run workbench:record` (tools/workbench/record.mjs): do not edit. The CMS suite checks it against the seed (apps/cms/test/workbench-answers.test.mjs).';
  const lines = Object.entries(answers).map(
    ([key, answer]) => `    ${JSON.stringify(key)}: ${JSON.stringify(answer)}`,
  );
  return `{\n  "about": ${JSON.stringify(about)},\n  "answers": {\n${lines.join(',\n')}\n  }\n}\n`;
}
