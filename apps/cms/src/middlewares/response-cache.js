// In-memory cache of anonymous GET /api answers. Deep-populated pages cost Strapi tens of queries
// each (about 70 req/s on 2 cores); the site's server reads the same few pages over and over.
// - Keyed on the path and an allow-list of query parameters (the ones the site's server sends);
//   a request with any other parameter, or a path that is not a plain `/api/<type>[/<documentId>]`,
//   bypasses the cache, so cache-busting variants cannot fill memory.
// - Bounded by bytes (API_CACHE_MAX_MB); expired entries are removed by lru-cache's TTL timer.
// - Never for authenticated requests (an API token may read drafts); the client's Cache-Control and
//   Pragma are ignored (they are not the client's to spend).
// - Emptied by any write to content, media or locales (src/index.js) and by every content event of
//   the webhook (src/content-events). With several instances, another instance's edit shows after at
//   most API_CACHE_TTL_SECONDS.
const { LRUCache } = require('lru-cache');

const PATH = /^\/api\/[a-z0-9-]{1,64}(?:\/[A-Za-z0-9_-]{1,64})?$/;
const FILTER = /^filters(?:\[[A-Za-z][A-Za-z0-9_]{0,63}\]){1,2}\[\$eq\]$/;
const PLAIN = new Set(['locale', 'populate', 'sort', 'pagination[page]', 'pagination[pageSize]']);

const ttlMs = () => Number(process.env.API_CACHE_TTL_SECONDS ?? 60) * 1000;
const maxBytes = () => Math.max(1, Number(process.env.API_CACHE_MAX_MB || 32)) * 1024 * 1024;

let store = null;
const cache = () => {
  store =
    store ||
    new LRUCache({
      maxSize: maxBytes(),
      sizeCalculation: (entry) => entry.body.length + 128,
      ttl: Math.max(1, ttlMs()),
      ttlAutopurge: true,
    });
  return store;
};

const clear = () => store && store.clear();

// The cache key of a request, or null when it must not be cached. Parameters come from the raw query
// string (not Strapi's parsed, nested ctx.query), each once, with a string value.
function keyOf(ctx) {
  if (!PATH.test(ctx.path)) return null;
  const params = new URLSearchParams(ctx.querystring);
  const seen = new Map();
  for (const [name, value] of params) {
    if (seen.has(name) || value.length > 200 || !(PLAIN.has(name) || FILTER.test(name))) return null;
    seen.set(name, value);
  }
  const query = [...seen]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  const format = ctx.get('Strapi-Response-Format') === 'v4' ? 'v4' : 'v5';
  return `${format} ${ctx.path}?${query.join('&')}`;
}

module.exports = () => async (ctx, next) => {
  const cacheable = ttlMs() > 0 && ctx.method === 'GET' && !ctx.get('Authorization');
  const key = cacheable ? keyOf(ctx) : null;
  if (!key) return next();
  const hit = cache().get(key);
  if (hit) {
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = hit.body;
    ctx.set('X-Cache', 'HIT');
    return undefined;
  }
  await next();
  ctx.set('X-Cache', 'MISS');
  const body = ctx.body;
  if (
    ctx.status === 200 &&
    body &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    typeof body.pipe !== 'function'
  ) {
    // the serialised body: later mutation of the object cannot leak into the cache
    cache().set(key, { body: JSON.stringify(body) });
  }
  return undefined;
};

module.exports.clear = clear;
module.exports.keyOf = keyOf;
