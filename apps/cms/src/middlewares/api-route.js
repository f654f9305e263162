// Maps a request path under /api to the content type it reads: single types answer at
// /api/<singularName>, collection types at /api/<pluralName>[/<documentId>].
function apiRouteIndex(strapi) {
  const index = new Map();
  for (const [uid, ct] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const segment = ct.kind === 'singleType' ? ct.info.singularName : ct.info.pluralName;
    index.set(segment, uid);
  }
  return index;
}

const prefixOf = (strapi) => strapi.config.get('api.rest.prefix', '/api');

function routedType(strapi, index, path) {
  const prefix = prefixOf(strapi);
  if (!path.startsWith(`${prefix}/`)) return null;
  const segment = path.slice(prefix.length + 1).split('/')[0];
  return index.get(segment) || null;
}

module.exports = { apiRouteIndex, routedType, prefixOf };
