// The site asks `populate=deep,N` (docs/behaviour.md §7), which Strapi does not understand. This turns it into an
// explicit populate tree built from the requested type's own schema: components, dynamic zones (with
// `on`), media and relations to other api:: types, never admin users or the localizations link.
// N is capped at 10; `populate=deep` means 10.
const { apiRouteIndex, routedType } = require('./api-route');

const MAX_DEPTH = 10;
const SKIP = new Set(['localizations', 'createdBy', 'updatedBy']);

function parseDeep(value) {
  if (typeof value !== 'string') return null;
  const match = /^deep(?:,(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const n = match[1] === undefined ? MAX_DEPTH : Number(match[1]);
  return Math.max(1, Math.min(MAX_DEPTH, n));
}

// Returns the populate object for `attributes`, or true when nothing below needs populating.
function buildTree(strapi, attributes, depth) {
  const tree = {};
  for (const [name, attr] of Object.entries(attributes)) {
    if (SKIP.has(name)) continue;
    if (attr.type === 'media') tree[name] = true;
    else if (attr.type === 'component') tree[name] = componentPopulate(strapi, attr.component, depth);
    else if (attr.type === 'dynamiczone') {
      tree[name] = {
        on: Object.fromEntries(
          attr.components.map((uid) => [uid, componentPopulate(strapi, uid, depth, true)]),
        ),
      };
    } else if (
      attr.type === 'relation' &&
      typeof attr.target === 'string' &&
      attr.target.startsWith('api::')
    ) {
      const target = strapi.contentTypes[attr.target];
      const sub = depth > 1 && target ? buildTree(strapi, target.attributes, depth - 1) : true;
      tree[name] = sub === true ? true : { populate: sub };
    }
  }
  return Object.keys(tree).length ? tree : true;
}

function componentPopulate(strapi, uid, depth, asObject = false) {
  const component = strapi.components[uid];
  const sub = depth > 1 && component ? buildTree(strapi, component.attributes, depth - 1) : true;
  if (sub === true) return asObject ? { populate: '*' } : true;
  return { populate: sub };
}

module.exports = (_config, { strapi }) => {
  let index;
  const cache = new Map(); // `${uid}:${depth}` → tree; schemas do not change while running
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const query = ctx.query;
      const depth = parseDeep(query.populate);
      if (depth !== null) {
        index = index || apiRouteIndex(strapi);
        const uid = routedType(strapi, index, ctx.path);
        if (uid) {
          const key = `${uid}:${depth}`;
          if (!cache.has(key)) cache.set(key, buildTree(strapi, strapi.contentTypes[uid].attributes, depth));
          const tree = cache.get(key);
          // A type with nothing to populate (e.g. tariff bands) must not send `populate=true`,
          // which Strapi refuses.
          if (tree === true) delete query.populate;
          else query.populate = structuredClone(tree); // Strapi may rewrite it in place
        } else {
          delete query.populate;
        }
      }
    }
    await next();
  };
};

module.exports.buildTree = buildTree;
module.exports.parseDeep = parseDeep;
