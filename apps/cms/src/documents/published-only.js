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
// - filter through a relation on published entries only, and never through `localizations`, so a
//   guess (`$startsWith`) cannot test the text of an unpublished edit;
// - and, as a last net, lose any nested document that is a draft (publishedAt null), whatever path
//   brought it.
// A public read whose filters the database layer cannot use (`filters[minimum][$gt]=1e999`, an
// object where a value belongs, an unknown operator, `$between` with one value, a NUL byte for
// PostgreSQL) answers 400 instead of the 500 Strapi gives.
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

// Filters are objects of attributes and operators, checked before they reach the database (a wrong
// shape answered 500 there): each operator takes what it takes (`$between` two values, `$in` a list,
// `$null` a boolean, `$not` a filter, `$and`/`$or` lists of filters, the rest one value); any other
// `$` key is refused. A relation filter can only match published entries: `publishedAt` is required
// of the related entry, and `localizations` (which links to drafts) cannot be filtered at all.
const MAX_FILTER_DEPTH = 12;
const isScalar = (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const isBoolean = (v) => typeof v === 'boolean' || v === 'true' || v === 'false';
const VALUE_OPERATORS = new Set([
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$startsWith',
  '$endsWith',
  '$startsWithi',
  '$endsWithi',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
]);
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const invalid = () => new errors.ValidationError('Invalid filters');

function operatorValueIsValid(operator, value) {
  if (VALUE_OPERATORS.has(operator)) return isScalar(value);
  if (operator === '$in' || operator === '$notIn')
    return Array.isArray(value) && value.length > 0 && value.length <= 100 && value.every(isScalar);
  if (operator === '$between') return Array.isArray(value) && value.length === 2 && value.every(isScalar);
  if (operator === '$null' || operator === '$notNull') return isBoolean(value);
  return false;
}

// The filters of a public read of `model`, checked, with every relation to a type with drafts limited
// to its published entries. Returns a new object; throws a 400 for anything else.
function guardFilters(strapi, model, filters, depth = 0) {
  if (depth > MAX_FILTER_DEPTH || !filters || typeof filters !== 'object' || Array.isArray(filters))
    throw invalid();
  const out = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) throw invalid();
      out[key] = value.map((item) => guardFilters(strapi, model, item, depth + 1));
    } else if (key === '$not') out[key] = guardFilters(strapi, model, value, depth + 1);
    else if (key.startsWith('$')) {
      if (!operatorValueIsValid(key, value)) throw invalid();
      out[key] = value;
    } else out[key] = guardAttribute(strapi, model, key, value, depth);
  }
  return out;
}

function guardAttribute(strapi, model, key, value, depth) {
  if (!ATTRIBUTE.test(key) || key === 'localizations') throw invalid();
  const attribute = model && model.attributes[key];
  const relation = attribute && attribute.type === 'relation' && typeof attribute.target === 'string';
  const target = relation
    ? strapi.getModel(attribute.target)
    : attribute && attribute.type === 'component'
      ? strapi.getModel(attribute.component)
      : null;
  const drafts = relation && target && target.options && target.options.draftAndPublish;
  // `filters[slug]=x` is `$eq`; `filters[deviceType]=3` compares the related entry's id.
  const nested = isScalar(value)
    ? drafts
      ? { id: { $eq: value } }
      : value
    : guardFilters(strapi, target, value, depth + 1);
  // Whatever the filter asks of the related entry, it asks it of a published one.
  return drafts ? { $and: [nested, { publishedAt: { $notNull: true } }] } : nested;
}

function publishedOnly(strapi) {
  return async (context, next) => {
    if (!READS.has(context.action) || !isPublicRequest(strapi)) return next();
    const { publicationFilter, hasPublishedVersion, ...params } = context.params || {};
    context.params = { ...params, status: 'published' };
    if (params.filters !== undefined)
      context.params.filters = guardFilters(strapi, strapi.getModel(context.uid), params.filters);
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
