// First middleware: on the content listener only the content API (`/api/…`, any case, as Strapi's
// router matches case-insensitively), the uploaded files (`/uploads/…`) and `/_health` exist;
// everything else (admin panel, admin API, plugin admin routes, the `/` redirect) answers 404 before
// any parsing. The admin listener serves everything. At bootstrap (routes registered, not yet mounted)
// `assertPublicPrefixes` checks that no admin or plugin route lives under those prefixes, so the prefix
// rule is exactly "content routes only" and stays so when Strapi adds routes.
const { isAdminListener } = require('../admin-listener');

const PUBLIC_PREFIX = /^\/(?:api(?:\/|$)|uploads\/|_health$)/i;

const EXPECTED_OUTSIDE_API = new Set(['/_health', '/uploads/(.*)']);

function assertPublicPrefixes(strapi) {
  const admin = strapi.server.api('admin').listRoutes().map((layer) => layer.path);
  const direct = strapi.server.listRoutes().map((layer) => layer.path);
  const clashes = [
    ...admin.filter((path) => PUBLIC_PREFIX.test(path)),
    ...direct.filter((path) => PUBLIC_PREFIX.test(path) && !EXPECTED_OUTSIDE_API.has(path)),
  ];
  if (clashes.length) throw new Error(`non-content routes under a public prefix: ${clashes.join(', ')}`);
}

module.exports = () => {
  return async (ctx, next) => {
    if (isAdminListener(ctx) || PUBLIC_PREFIX.test(ctx.path)) return next();
    ctx.status = 404;
    ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
    return undefined;
  };
};

module.exports.assertPublicPrefixes = assertPublicPrefixes;
