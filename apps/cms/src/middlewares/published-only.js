// Strapi 5 serves drafts to anyone who asks `?status=draft`. Only a valid API token (an editor's
// preview or a build job) may choose the status; every other read of /api is forced to published.
const { prefixOf } = require('./api-route');

async function isApiToken(strapi, ctx) {
  const header = ctx.request.header.authorization;
  if (!header) return false;
  const [scheme, token] = header.split(/\s+/);
  if (!/^bearer$/i.test(scheme || '') || !token) return false;
  const service = strapi.service('admin::api-token-content-api') || strapi.service('admin::api-token');
  if (!service || typeof service.hash !== 'function') return false;
  const lookup = service.getByAccessKey
    ? service.getByAccessKey.bind(service)
    : (accessKey) => service.getBy({ accessKey });
  const found = await lookup(service.hash(token));
  if (!found) return false;
  return !found.expiresAt || new Date(found.expiresAt) > new Date();
}

module.exports = (_config, { strapi }) => {
  const prefix = `${prefixOf(strapi)}/`;
  return async (ctx, next) => {
    if (ctx.path.startsWith(prefix) && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const query = ctx.query; // qs-parsed and cached per querystring: mutating it is what the router sees
      const asked = query.status !== undefined && query.status !== 'published';
      if (asked && !(await isApiToken(strapi, ctx))) query.status = 'published';
    }
    await next();
  };
};
