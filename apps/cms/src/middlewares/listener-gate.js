// First middleware: on the content listener only the content API (`/api/…`, any case, as Strapi's
// router matches case-insensitively), the uploaded files (`/uploads/…`) and `/_health` exist;
// everything else (admin panel, admin API, plugin admin routes, the `/` redirect) answers 404 before
// any parsing. The admin listener serves everything. At bootstrap (routes registered, not yet mounted)
// `assertPublicPrefixes` checks that no admin or plugin route lives under those prefixes, so the prefix
// rule is exactly "content routes only" and stays so when Strapi adds routes.
// On the admin listener, the first admin is made only by `npm run admin:create`: the panel's own
// registration (`POST /admin/register-admin`, open to anyone until an admin exists) is refused, and
// `/admin/init` never tells a visitor that no admin exists yet (the panel then offers its login).
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

const REGISTER_ADMIN = /^\/admin\/register-admin\/?$/i;
const ADMIN_INIT = /^\/admin\/init\/?$/i;

function refuseRegistration(ctx) {
  ctx.status = 403;
  ctx.body = {
    data: null,
    error: {
      status: 403,
      name: 'ForbiddenError',
      message: 'Create the first admin with `npm --prefix apps/cms run admin:create`.',
      details: {},
    },
  };
}

async function adminListener(ctx, next) {
  if (REGISTER_ADMIN.test(ctx.path)) return refuseRegistration(ctx);
  await next();
  const data = ADMIN_INIT.test(ctx.path) && ctx.body && ctx.body.data;
  if (data && typeof data === 'object' && 'hasAdmin' in data) data.hasAdmin = true;
  return undefined;
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
    if (isAdminListener(ctx)) return adminListener(ctx, next);
    if (PUBLIC_PREFIX.test(ctx.path)) return next();
    return refuse(ctx, 404, 'Not Found');
  };
};

module.exports.assertPublicPrefixes = assertPublicPrefixes;
