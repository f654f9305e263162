// Published-only in the data layer: a Document Service middleware, so it holds whatever the URL looks
// like (`/API/…`, any query, any populate) and for every code path that reads documents during a
// public request. A read is public when it runs inside an HTTP request that is neither an admin route
// (editors, admin listener only) nor authenticated with an API token (the site's server holds a
// read-only token for editor preview). Public reads:
// - get status `published` whatever they asked, and no publication filter (it would tell which
//   published documents have unpublished changes);
// - never populate `localizations` (the site does not need it; it links to the other locales'
//   versions) nor the upload file's morph link `related` (it links to draft and published entries
//   alike; the attribute is also private, see src/extensions/upload);
// - and, as a last net, lose any nested document that is a draft (publishedAt null), whatever path
//   brought it.
// A public read whose filters the database layer cannot use (`filters[minimum][$gt]=1e999`, an
// object where a value belongs, an unknown operator, a NUL byte for PostgreSQL) answers 400 instead
// of the 500 Strapi gives.
const { errors } = require('@strapi/utils');

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const NEVER_POPULATED = new Set(['localizations', 'related']);

function isPublicRequest(strapi) {
  const ctx = strapi.requestContext.get();
  if (!ctx) return false; // bootstrap, seeding, scripts: not a visitor
  const route = ctx.state && ctx.state.route;
  if (route && route.info && route.info.type === 'admin') return false;
  const auth = ctx.state && ctx.state.auth;
  return !(ctx.state.isAuthenticated && auth && auth.strategy && auth.strategy.name === 'content-api-token');
}

// Removes the never-populated links at any depth of a populate value (object, array or string form).
function prune(populate) {
  if (Array.isArray(populate))
    return populate.filter(
      (p) => typeof p !== 'string' || !p.split('.').some((s) => NEVER_POPULATED.has(s.trim())),
    );
  if (typeof populate === 'string') return prune(populate.split(',')).join(',');
  if (!populate || typeof populate !== 'object') return populate;
  const out = {};
  for (const [key, value] of Object.entries(populate)) {
    if (NEVER_POPULATED.has(key)) continue;
    out[key] = value && typeof value === 'object' ? prune(value) : value;
  }
  return out;
}

// A nested object that is a document version with `publishedAt: null` is a draft: drop it.
function dropDrafts(value, depth = 0) {
  if (depth > 64 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return value.filter((item) => !isDraft(item)).map((item) => dropDrafts(item, depth + 1));
  }
  for (const [key, nested] of Object.entries(value)) {
    if (nested && typeof nested === 'object')
      value[key] = isDraft(nested) ? null : dropDrafts(nested, depth + 1);
  }
  return value;
}
const isDraft = (item) =>
  !!item &&
  typeof item === 'object' &&
  !Array.isArray(item) &&
  typeof item.documentId === 'string' &&
  item.publishedAt === null;

// Plain errors Strapi's query builder throws on client input, and PostgreSQL's "data exception"
// class (22xxx: invalid text, numeric out of range, bad encoding). Anything else stays a 5xx.
const QUERY_SHAPE =
  /^(Expected a valid (Number|BigInteger)|Undefined (attribute level )?operator|Operator \S+ must be an array|Only \$and, \$or|You cannot filter on|Operator and non-operator keys|Only one operator key|Where must be an array)/;
const isClientQueryError = (error) =>
  (error && error.constructor === Error && QUERY_SHAPE.test(error.message)) ||
  /^22[0-9A-Z]{3}$/.test(String(error && error.code));

// Filters are objects of attributes and operators; an operator takes a scalar or a list of scalars,
// `$and`/`$or` lists of filters, `$not` a filter. Anything else (`[$eq][$ne]=x`: an object where a
// value belongs) would reach the database driver and fail there.
const MAX_FILTER_DEPTH = 12;
const isScalar = (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function assertFilterShape(filters, depth = 0) {
  const invalid = () => new errors.ValidationError('Invalid filters');
  if (depth > MAX_FILTER_DEPTH || !filters || typeof filters !== 'object' || Array.isArray(filters))
    throw invalid();
  for (const [key, value] of Object.entries(filters)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) throw invalid();
      value.forEach((item) => assertFilterShape(item, depth + 1));
    } else if (key === '$not' || !key.startsWith('$')) {
      if (Array.isArray(value) ? !value.every(isScalar) : !isScalar(value))
        assertFilterShape(value, depth + 1);
    } else if (Array.isArray(value) ? !value.every(isScalar) : !isScalar(value)) {
      throw invalid();
    }
  }
}

function publishedOnly(strapi) {
  return async (context, next) => {
    if (!READS.has(context.action) || !isPublicRequest(strapi)) return next();
    const { publicationFilter, hasPublishedVersion, ...params } = context.params || {};
    if (params.filters !== undefined) assertFilterShape(params.filters);
    context.params = { ...params, status: 'published' };
    if (params.populate !== undefined) context.params.populate = prune(params.populate);
    let result;
    try {
      result = await next();
    } catch (error) {
      if (isClientQueryError(error)) throw new errors.ValidationError('Invalid filters');
      throw error;
    }
    if (Array.isArray(result)) return result.filter((doc) => !isDraft(doc)).map((doc) => dropDrafts(doc));
    if (isDraft(result)) return null;
    return dropDrafts(result);
  };
}

module.exports = { publishedOnly, prune, isPublicRequest };
