// Writing one document locale of the seed, as the seed mode wants it published (sample.js). Shared by
// the seeder (missing documents) and the reseed command (documents no editor has touched).
const { transform } = require('./transform');
const { versions } = require('./sample');

function makeContext(strapi, media, locale, warnings, mode) {
  return {
    strapi,
    media,
    locale,
    mode,
    warn: (message) => warnings.push(message),
    // device-updates name their device type by slug
    async relation(attr, value, where) {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value !== 'string') return value;
      const found = await strapi
        .documents(attr.target)
        .findFirst({ locale, filters: { slug: value }, fields: ['documentId'] });
      if (!found) {
        warnings.push(`${where}: no ${attr.target} with slug "${value}" (left empty)`);
        return null;
      }
      return found.documentId;
    },
  };
}

/**
 * Writes `data` as document `documentId` (a new document when null) in `locale` and returns
 * { documentId, withheld }: `first` is written and published when the mode publishes it, then the
 * full seed as the draft when sample parts were held back from the published version. An existing
 * published version that the mode does not publish is unpublished.
 */
async function writeLocale(strapi, uid, documentId, locale, data, ctx, where) {
  const docs = strapi.documents(uid);
  const { first, publish, draft, withheld } = versions(data, ctx.mode);
  const write = async (content, id) => {
    const input = await transform(strapi.contentTypes[uid].attributes, content, ctx, where);
    return id ? docs.update({ documentId: id, locale, data: input }) : docs.create({ locale, data: input });
  };
  const id = (await write(first, documentId)).documentId;
  if (publish) await docs.publish({ documentId: id, locale });
  else if (documentId) await docs.unpublish({ documentId: id, locale });
  if (draft) await write(draft, id);
  return { documentId: id, withheld };
}

// One bad seed document (e.g. a validation error) is logged and skipped; the rest still loads.
// Each document is written in its own transaction: one commit instead of dozens (SQLite syncs on every
// commit), and a failure rolls back only that document.
async function guarded(strapi, failed, where, fn) {
  try {
    return await strapi.db.transaction(() => fn());
  } catch (error) {
    const details =
      error.details && error.details.errors
        ? ` ${JSON.stringify(error.details.errors.map((e) => `${e.path.join('.')}: ${e.message}`))}`
        : '';
    failed.push(`${where}: ${error.message}${details}`);
    return null;
  }
}

module.exports = { makeContext, writeLocale, guarded };
