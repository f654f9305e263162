// First middleware: on the content listener only the content API (`/api/…`, any case, as Strapi's
// router matches case-insensitively), the uploaded files (`/uploads/…`) and `/_health` exist;
// everything else (admin panel, admin API, plugin admin routes, the `/` redirect) answers 404 before
// any parsing. The admin listener serves everything. At bootstrap (routes registered, not yet mounted)
// `assertPublicPrefixes` checks that no admin or plugin route lives under those prefixes, so the prefix
// rule is exactly "content routes only" and stays so when Strapi adds routes.
const { isAdminListener } = require('../admin-listener');

const PUBLIC_PREFIX = /^\/(?:api(?:\/|$)|uploads\/|_health$)/i;
// Koa's router answers 501 to methods no route knows (TRACE, PROPFIND…): a 405 says it better.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function refuse(ctx, status, message) {
  ctx.status = status;
  ctx.body = {
    data: null,
    error: { status, name: status === 404 ? 'NotFoundError' : 'MethodNotAllowedError', message, details: {} },
  };
}

const EXPECTED_OUTSIDE_API = new Set(['/_health', '/uploads/(.*)']);

function assertPublicPrefixes(strapi) {
  const admin = strapi.server
    .api('admin')
    .listRoutes()
    .map((layer) => layer.path);
  const direct = strapi.server.listRoutes().map((layer) => layer.path);
  const clashes = [
    ...admin.filter((path) => PUBLIC_PREFIX.test(path)),
    ...direct.filter((path) => PUBLIC_PREFIX.test(path) && !EXPECTED_OUTSIDE_API.has(path)),
  ];
  if (clashes.length) throw new Error(`non-content routes under a public prefix: ${clashes.join(', ')}`);
}

module.exports = () => {
  return async (ctx, next) => {
    if (!METHODS.has(ctx.method)) return refuse(ctx, 405, 'Method Not Allowed');
    if (isAdminListener(ctx) || PUBLIC_PREFIX.test(ctx.path)) return next();
    return refuse(ctx, 404, 'Not Found');
  };
};

module.exports.assertPublicPrefixes = assertPublicPrefixes;
