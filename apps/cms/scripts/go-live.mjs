// The editor's go-live report: what stands between the content in the CMS and a launch, read from
// the database (what visitors get: every published version; what editors hold: every draft). Shared
// by `npm run go-live-report` (scripts/go-live-report.mjs) and the admin panel's "Go-live report"
// page (src/go-live.js). Items that block a launch:
//   - a published claim no fact sources (check-claims.mjs), or whose source the editor note omits;
//   - a published link that disagrees with sourced.json's `links`, or one still to verify
//     (check-links.mjs);
//   - a published placeholder address (`@example.com`, `.example`) or figure labelled illustrative;
//   - the site-wide sample notice on, a sample entry or the sample tariff published.
// Listed without blocking: each page held back (its route says it is being prepared) and, per page
// and language, what production leaves out (what the draft says and the published version does not)
// with the reasons the checks give.
import { createRequire } from 'node:module';
import { documentClaimProblems, factIndex, sourced, strings, vocabulary } from './check-claims.mjs';
import { documentLinkProblems } from './check-links.mjs';
import { model, seedDocuments, walkFields, files } from './seed-documents.mjs';

const require = createRequire(import.meta.url);
const { heldBack } = require('../src/seed/sample.js');
const { buildTree } = require('../src/middlewares/deep-populate.js');

const PLACEHOLDER = /[\w.+-]+@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|[\w-]+\.example)\b/gi;
const ILLUSTRATIVE = /\b(illustrative|kielelezo)\b/i;
const SIDEBAR = 'api::sidebar.sidebar';

/** The page types the seed holds back in production: every block but its framing is sample. */
export function heldBackPages(docs = seedDocuments()) {
  return [...new Set(docs.filter((d) => d.kind === 'page' && heldBack(d.data)).map((d) => d.type))];
}

/** Every document type the site reads, as `{ uid, type, kind, attributes }`. */
function documentTypes() {
  const pages = Object.keys(model.pages.pageTypes()).map((endpoint) => ({
    uid: `api::${endpoint}.${endpoint}`,
    type: endpoint,
    kind: 'page',
    attributes: model.pages.pageAttributes(),
  }));
  const collections = Object.entries(model.collectionTypes).map(([type, def]) => ({
    uid: `api::${def.singular}.${def.singular}`,
    type,
    kind: 'entry',
    attributes: def.attributes,
  }));
  return [
    ...pages,
    ...collections,
    { uid: SIDEBAR, type: 'sidebar', kind: 'single', attributes: model.sidebar.attributes },
  ];
}

/** → [{ type, kind, key, locale, attributes, draft, published }] of every document locale in the CMS. */
export async function readContent(strapi) {
  const out = [];
  for (const { uid, type, kind, attributes } of documentTypes()) {
    const populate = buildTree(strapi, strapi.contentTypes[uid].attributes, 10);
    const options = populate === true ? {} : { populate };
    for (const locale of model.LOCALES) {
      const read = async (status) => {
        const all = [];
        for (let start = 0; ; start += 100) {
          const batch = await strapi
            .documents(uid)
            .findMany({ locale, status, start, limit: 100, ...options });
          all.push(...batch);
          if (batch.length < 100) return all;
        }
      };
      const published = new Map((await read('published')).map((d) => [d.documentId, d]));
      for (const draft of await read('draft')) {
        const key = kind === 'entry' ? draft.slug || draft.documentId : type;
        out.push({
          type,
          kind,
          key,
          locale,
          attributes,
          draft,
          published: published.get(draft.documentId) || null,
        });
      }
    }
  }
  return out;
}

const where = (doc) => (doc.kind === 'entry' ? `${doc.type}/${doc.key}` : doc.type);

/** The objects of `draft` that the published version leaves out, outermost only: [{ path, label }]. */
function leftOut(doc) {
  const shown = new Set(strings(doc.published || {}));
  const groups = new Map();
  walkFields(doc.attributes, doc.draft, (value, { attr, path, owner }) => {
    if (attr.private || !['string', 'text', 'blocks'].includes(attr.type)) return;
    const texts = strings(value).filter((t) => t.trim().length > 3);
    if (!texts.length || texts.every((t) => shown.has(t))) return;
    const at = path.replace(/\.[A-Za-z]+$/, '');
    if (!groups.has(at)) {
      const label = owner.title || owner.question || owner.label || owner.name || texts[0];
      const component = owner.__component ? `${owner.__component.replace('blocks.', '')} ` : '';
      groups.set(at, { path: at, label: `${component}"${String(label).slice(0, 60)}"` });
    }
  });
  const paths = [...groups.keys()];
  const inner = (p) =>
    paths.some((other) => other !== p && (p.startsWith(`${other}.`) || p.startsWith(`${other}[`)));
  return [...groups.values()].filter((g) => !inner(g.path));
}

/**
 * The report of `content` (readContent): { mode, blocking: [item], heldBack: [item], leftOut: [item] };
 * an item is { where, locale, path, message } (`leftOut` items add `reasons`).
 */
export function goLiveReport(content, { mode = null, facts = sourced() } = {}) {
  const docs = seedDocuments();
  const vocab = vocabulary(docs, facts);
  const context = { vocab, index: factIndex(facts, vocab) };
  const blocking = [];
  const held = [];
  const left = [];
  const tariffSample = (files.readJson(files.tariffFile()) || {}).sample === true;
  for (const doc of content) {
    const item = (path, message) => ({
      where: where(doc),
      locale: doc.locale,
      path: path.replace(/^\./, '') || '/',
      message,
    });
    if (doc.type === 'tariff-bands') {
      if (doc.published && tariffSample && doc.published.minimum === 0)
        blocking.push(item('', 'the sample M-Pesa tariff is published: the calculator quotes example fees'));
      continue;
    }
    if (!doc.published) {
      if (doc.kind === 'page')
        held.push(item('', 'not published: its route says the page is being prepared'));
      continue;
    }
    const note = doc.published.editorNote || '';
    const published = { kind: doc.kind, attributes: doc.attributes, data: doc.published, note };
    const report = (path, message) => blocking.push(item(path, message));
    documentClaimProblems(published, context, report);
    documentLinkProblems(published, facts, report);
    walkFields(doc.attributes, doc.published, (value, { attr, path }) => {
      if (attr.private) return;
      for (const text of strings(value)) {
        for (const m of text.matchAll(PLACEHOLDER)) report(path, `placeholder address ${m[0]}`);
        if (ILLUSTRATIVE.test(text)) report(path, 'a figure labelled illustrative');
      }
    });
    if (doc.type === 'sidebar' && doc.published.sampleContent)
      report(
        'sampleContent',
        'the sample-content notice is on: every page says the site shows sample content',
      );
    if (doc.kind === 'entry' && doc.published.sampleContent)
      report('sampleContent', 'a sample entry is published (its "Sample" badge shows)');
    if (doc.kind === 'entry') continue;
    // What production leaves out of a page or the sidebar, and why the checks would not publish it.
    const parts = leftOut(doc);
    if (!parts.length) continue;
    const reasons = [];
    const draft = { kind: doc.kind, attributes: doc.attributes, data: doc.draft, note };
    documentClaimProblems(draft, context, (path, message) => reasons.push({ path, message }));
    documentLinkProblems(draft, facts, (path, message) => reasons.push({ path, message }));
    for (const part of parts) {
      const own = reasons.filter(
        (r) =>
          r.path === part.path ||
          (/^[.[]/.test(r.path.slice(part.path.length)) && r.path.startsWith(part.path)),
      );
      left.push({
        ...item(part.path, part.label),
        reasons: own.length
          ? [...new Set(own.map((r) => r.message))]
          : ['marked sample in the seed; the checks find no unsourced claim in it: verify it and publish'],
      });
    }
  }
  return { mode, blocking, heldBack: held, leftOut: left };
}

/** The report as text, one item a line, blocking items first. */
export function reportText({ mode, blocking, heldBack: held, leftOut: left }) {
  const line = (i) => `  ${i.where} (${i.locale}) ${i.path}: ${i.message}`;
  return [
    `go-live report: content seeded in ${mode || 'an unknown'} mode`,
    `BLOCKING a launch (${blocking.length}): published, and not sourced or not fit to publish`,
    ...blocking.map(line),
    `HELD BACK (${held.length}): pages whose route says they are being prepared`,
    ...held.map(line),
    `LEFT OUT (${left.length}): in the draft, not in the published version, and why`,
    ...left.flatMap((i) => [line(i), ...i.reasons.map((r) => `      - ${r}`)]),
    blocking.length
      ? `go-live report: ${blocking.length} item(s) block a launch`
      : 'go-live report: nothing published is unsourced',
  ].join('\n');
}

/** The report of the CMS `strapi` runs on. */
export async function goLiveReportOf(strapi) {
  const { MODE_KEY } = require('../src/seed/sample.js');
  const mode = (await strapi.store.get(MODE_KEY)) || null;
  return goLiveReport(await readContent(strapi), { mode });
}
