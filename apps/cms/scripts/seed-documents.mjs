// The seed as a list of documents (one per page, collection entry and the sidebar, per locale) and a
// walk over their fields by the content model. Shared by the offline sample rules
// (check-sample.mjs) and the CMS tests, so both read the seed the same way.
import { createRequire } from 'node:module';
import { relative } from 'node:path';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');
const files = require('../src/seed/files.js');

const read = (file) => {
  try {
    return files.readJson(file);
  } catch {
    return undefined; // check-seed reports broken JSON
  }
};

/**
 * → [{ file, locale, type, key, attributes, data }]: `type` is the page endpoint, the collection type or
 * "sidebar"; `key` pairs a document across locales (the page endpoint, the entry's slug, "sidebar").
 */
export function seedDocuments() {
  const docs = [];
  const at = (file) => relative(files.SEED, file);
  for (const [endpoint, page] of Object.entries(model.pages.pageTypes())) {
    for (const locale of model.LOCALES) {
      const file = files.pageFile(page.domain, endpoint, locale);
      const data = read(file);
      if (data) {
        const attributes = model.pages.pageAttributes();
        docs.push({ file: at(file), locale, type: endpoint, kind: 'page', key: endpoint, attributes, data });
      }
    }
  }
  for (const [type, def] of Object.entries(model.collectionTypes)) {
    if (type === 'tariff-bands') continue;
    for (const locale of model.LOCALES) {
      const file = files.collectionFile(type, locale);
      const list = read(file);
      for (const entry of Array.isArray(list) ? list : []) {
        const where = `${at(file)}[slug=${entry.slug}]`;
        docs.push({
          file: where,
          locale,
          type,
          kind: 'entry',
          key: entry.slug,
          attributes: def.attributes,
          data: entry,
        });
      }
    }
  }
  for (const locale of model.LOCALES) {
    const file = files.sidebarFile(locale);
    const data = read(file);
    if (data) {
      const attributes = model.sidebar.attributes;
      docs.push({
        file: at(file),
        locale,
        type: 'sidebar',
        kind: 'single',
        key: 'sidebar',
        attributes,
        data,
      });
    }
  }
  return docs;
}

/**
 * Calls `visit(value, { attr, key, path, owner, sample })` for every field value that is not a
 * component or dynamic zone, walking components by the model. `owner` is the object holding the
 * field (a block, a list item, the document); `sample` is true inside an object marked sample.
 */
export function walkFields(attributes, data, visit, path = '', sample = false) {
  if (!data || typeof data !== 'object') return;
  const inSample = sample || data.sample === true;
  for (const [key, attr] of Object.entries(attributes)) {
    const value = data[key];
    if (value === undefined || value === null) continue;
    const at = `${path}.${key}`;
    if (attr.type === 'dynamiczone') {
      value.forEach((block, i) => {
        const component = model.components[block && block.__component];
        if (component) walkFields(component.attributes, block, visit, `${at}[${i}]`, inSample);
      });
    } else if (attr.type === 'component') {
      const { attributes: inner } = model.components[attr.component];
      if (attr.repeatable)
        value.forEach((item, i) => walkFields(inner, item, visit, `${at}[${i}]`, inSample));
      else walkFields(inner, value, visit, at, inSample);
    } else visit(value, { attr, key, path: at, owner: data, sample: inSample });
  }
}

/** Paths of the objects marked sample in a seed value (`""` for the value itself). */
export function samplePaths(data, path = '') {
  if (Array.isArray(data)) return data.flatMap((item, i) => samplePaths(item, `${path}[${i}]`));
  if (!data || typeof data !== 'object') return [];
  const own = data.sample === true ? [path] : [];
  return [...own, ...Object.entries(data).flatMap(([key, value]) => samplePaths(value, `${path}.${key}`))];
}

export { model, files };
