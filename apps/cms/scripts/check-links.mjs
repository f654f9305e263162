// One address for each link that says where the operator is (seed/sourced.json, `links`): every
// seed link to an app store, a social network or a map must be the one written there, and one whose
// source is still "to verify" sits inside a part marked sample (production publishes only what is
// sourced). A `tel:` link calls a code of the facts, or sits in a sample part. `mailto:` links are
// check-sample.mjs's (no address is sourced).
import { sourced } from './check-claims.mjs';
import { seedDocuments, walkFields } from './seed-documents.mjs';

const STORES = /^https:\/\/(?:play\.google\.com\/store\/apps\/details|apps\.apple\.com\/)/;
const NETWORKS = {
  facebook: /^https:\/\/(?:www\.)?facebook\.com\//,
  instagram: /^https:\/\/(?:www\.)?instagram\.com\//,
  x: /^https:\/\/(?:www\.)?(?:x|twitter)\.com\//,
  youtube: /^https:\/\/(?:www\.)?youtube\.com\//,
  tiktok: /^https:\/\/(?:www\.)?tiktok\.com\//,
  linkedin: /^https:\/\/(?:www\.)?linkedin\.com\//,
};
const MAPS = /^https:\/\/(?:www\.)?google\.[a-z.]+\/maps|^https:\/\/maps\./;
const verified = (entry) => entry && !/^to verify\b/i.test(entry.source || '');

/** The links of a string: the whole value when it is an address, else the targets of Markdown links. */
function linksIn(value) {
  if (/^(?:https?:|tel:|mailto:)\S*$/.test(value)) return [value];
  return [...value.matchAll(/\]\(((?:https?:|tel:)[^)\s]+)\)/g)].map((m) => m[1]);
}

/**
 * → { problem, unsourced, entry, what } of one link: `problem` when it disagrees with the registry
 * (wrong in any mode), `unsourced` when nothing sources it, else the registry entry it is.
 */
export function linkProblem(url, links, codes) {
  if (url.startsWith('tel:')) {
    const code = decodeURIComponent(url.slice(4));
    return codes[code]
      ? {}
      : { unsourced: `calls ${code}, which is not a code of the facts (sourced.json codes)` };
  }
  if (STORES.test(url)) {
    for (const [app, stores] of Object.entries(links.apps))
      for (const store of ['android', 'ios'])
        if (stores[store] === url) return { entry: stores, what: `the ${app} app (${store})` };
    const same = Object.entries(links.apps).map(
      ([app, s]) => `${app}: ${/apple/.test(url) ? s.ios : s.android}`,
    );
    return {
      problem: `app store link ${url} is not the one of sourced.json links.apps (${same.join('; ')})`,
    };
  }
  for (const [network, re] of Object.entries(NETWORKS))
    if (re.test(url)) {
      const entry = links.accounts[network];
      if (!entry) return { problem: `no ${network} account in sourced.json links.accounts` };
      if (entry.url !== url)
        return {
          problem: `${network} link ${url} is not the account of sourced.json links.accounts (${entry.url})`,
        };
      return { entry, what: `the ${network} account` };
    }
  if (MAPS.test(url)) {
    const entry = Object.values(links.places).find((place) => place.url === url);
    return entry
      ? { entry, what: 'a map place' }
      : { unsourced: `map link ${url} is not a place of sourced.json links.places` };
  }
  return {};
}

/** The link targets of a field value: Markdown or an address in the seed, link nodes in Strapi blocks. */
function targets(value) {
  if (typeof value === 'string') return linksIn(value);
  if (Array.isArray(value)) return value.flatMap(targets);
  if (value && typeof value === 'object')
    return [
      ...(value.type === 'link' && typeof value.url === 'string' ? [value.url] : []),
      ...Object.values(value).flatMap(targets),
    ];
  return [];
}

/**
 * The link problems of one document as production publishes it: `doc.data` is the seed (its sample
 * parts are not published) or a published version read from the CMS (markers gone: all of it is).
 */
export function documentLinkProblems(doc, facts, report) {
  const links = facts.links;
  const entrySample = doc.kind === 'entry' && doc.data.sample === true;
  walkFields(doc.attributes, doc.data, (value, { attr, path, sample }) => {
    if (attr.private) return;
    for (const url of targets(value)) {
      const { problem, unsourced, entry, what } = linkProblem(url, links, facts.codes);
      const shown = !sample && !entrySample; // what production publishes
      if (problem) report(path, problem);
      else if (unsourced && shown) report(path, `${unsourced}: mark its part sample`);
      else if (entry && !verified(entry) && shown)
        report(path, `${what} (${url}) is ${entry.source}: mark its part sample until it is verified`);
    }
  });
}

/** `file:path: problem` lines, as check-seed prints them. */
export function checkLinks(docs = seedDocuments(), facts = sourced()) {
  if (!facts?.links) return ['sourced.json:/: missing or without `links`'];
  const problems = [];
  for (const doc of docs)
    documentLinkProblems(doc, facts, (path, message) =>
      problems.push(`${doc.file}:${path.replace(/^\./, '')}: ${message}`),
    );
  return problems;
}
