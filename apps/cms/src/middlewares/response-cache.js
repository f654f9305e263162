// Small in-memory cache of anonymous GET /api answers. Deep-populated pages cost Strapi tens of
// queries each (about 70 req/s on 2 cores); the site reads the same few pages over and over.
// Any write to content (api:: types except form submissions), media or locales empties the cache;
// API_CACHE_TTL_SECONDS (default 60, 0 = off) bounds staleness when several instances run.
const { prefixOf } = require('./api-route');

const MAX_ENTRIES = Number(process.env.API_CACHE_MAX_ENTRIES || 500);
const store = new Map(); // key → { expires, status, type, body }

const clear = () => store.clear();

function remember(key, value) {
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value); // oldest first
  store.set(key, value);
}

module.exports = (_config, { strapi }) => {
  const ttlMs = Number(process.env.API_CACHE_TTL_SECONDS ?? 60) * 1000;
  const prefix = `${prefixOf(strapi)}/`;
  return async (ctx, next) => {
    // `Cache-Control: no-cache` from the client skips the cache (used by the benchmark to measure Strapi itself)
    const cacheable =
      ttlMs > 0 &&
      ctx.method === 'GET' &&
      ctx.path.startsWith(prefix) &&
      !ctx.request.header.authorization &&
      !/no-cache/.test(ctx.get('Cache-Control'));
    if (!cacheable) return next();
    const key = `${ctx.get('Strapi-Response-Format') === 'v4' ? 'v4' : 'v5'} ${ctx.originalUrl}`;
    const hit = store.get(key);
    if (hit && hit.expires > Date.now()) {
      ctx.status = hit.status;
      ctx.type = hit.type;
      ctx.body = hit.body;
      ctx.set('X-Cache', 'HIT');
      return undefined;
    }
    await next();
    ctx.set('X-Cache', 'MISS');
    if (
      ctx.status === 200 &&
      ctx.body &&
      typeof ctx.body === 'object' &&
      !Buffer.isBuffer(ctx.body) &&
      typeof ctx.body.pipe !== 'function'
    ) {
      // store the serialised body: later mutation of the object cannot leak into the cache
      remember(key, {
        expires: Date.now() + ttlMs,
        status: 200,
        type: 'application/json',
        body: JSON.stringify(ctx.body),
      });
    }
    return undefined;
  };
};

module.exports.clear = clear;
