// The read-only API token the site's server uses to read drafts for editor preview (CMS_PREVIEW_TOKEN
// on the server). Production: `npm run token:preview` creates or rotates it and prints it once.
// Development and tests: the bootstrap makes the token named below accept CMS_PREVIEW_TOKEN from the
// environment, so `npm start` and the tests share a known token without committing one.
const NAME = 'site preview';
const LIFESPANS_DAYS = [7, 30, 90];
const DAY_MS = 24 * 60 * 60 * 1000;

const tokens = (strapi) => strapi.service('admin::api-token-content-api');

async function removeExisting(strapi) {
  const existing = await strapi.db
    .query('admin::api-token')
    .findMany({ where: { name: NAME }, select: ['id'] });
  for (const token of existing) await tokens(strapi).revoke(token.id);
  return existing.length;
}

// → { accessKey, expiresAt, replaced }
async function rotatePreviewToken(strapi, days = 90) {
  if (!LIFESPANS_DAYS.includes(days))
    throw new Error(`PREVIEW_TOKEN_DAYS must be one of ${LIFESPANS_DAYS.join(', ')}`);
  const replaced = await removeExisting(strapi);
  const token = await tokens(strapi).create({
    name: NAME,
    description:
      'Read-only: the site server reads drafts for editor preview. Rotate with npm run token:preview.',
    type: 'read-only',
    kind: 'content-api',
    lifespan: days * DAY_MS,
  });
  return { accessKey: token.accessKey, expiresAt: token.expiresAt, replaced };
}

async function acceptEnvPreviewToken(strapi, accessKey) {
  const hash = tokens(strapi).hash(accessKey);
  const existing = await strapi.db.query('admin::api-token').findOne({ where: { name: NAME } });
  if (existing && existing.accessKey === hash) return;
  if (existing) await removeExisting(strapi);
  const created = await tokens(strapi).create({
    name: NAME,
    description: 'Development: accepts CMS_PREVIEW_TOKEN.',
    type: 'read-only',
    kind: 'content-api',
    lifespan: null,
  });
  const encryptedKey = strapi.service('admin::encryption').encrypt(accessKey);
  await strapi.db
    .query('admin::api-token')
    .update({ where: { id: created.id }, data: { accessKey: hash, encryptedKey } });
}

module.exports = { rotatePreviewToken, acceptEnvPreviewToken, NAME };
