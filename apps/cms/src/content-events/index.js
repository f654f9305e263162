// Content events (Strapi's event hub: entry.* after each document action commits, media.* from the
// upload service) are what the site's server must hear about: they feed the signed webhook and empty
// the response cache. Form submissions are private and change no page: never announced.
const { isSiteContent } = require('../content-uids');
const { list, secret } = require('../security/secrets');
const { createWebhook } = require('./webhook');
const responseCache = require('../middlewares/response-cache');

const ENTRY_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];
const MEDIA_EVENTS = ['media.create', 'media.update', 'media.delete'];

// The REST path segment of a content type (`/api/<segment>`): the site's server keys its page tags on it.
function apiSegment(strapi, uid) {
  const type = strapi.contentType(uid);
  if (!type) return null;
  return type.kind === 'singleType' ? type.info.singularName : type.info.pluralName;
}

function payloadOf(event, data, apiOf) {
  if (MEDIA_EVENTS.includes(event))
    return { event, uid: 'plugin::upload.file', model: 'file', api: null, documentId: null, locale: null };
  if (!ENTRY_EVENTS.includes(event) || !data || !isSiteContent(data.uid)) return null;
  const entry = data.entry || {};
  return {
    event,
    uid: data.uid,
    model: data.model,
    api: apiOf(data.uid),
    documentId: typeof entry.documentId === 'string' ? entry.documentId : null,
    locale: typeof entry.locale === 'string' ? entry.locale : null,
  };
}

// Seeding writes hundreds of entries at start, before the site may even listen: one event per entry
// would queue thousands of retried deliveries ahead of the editors' real ones. While `quietly` runs,
// entries are only counted; afterwards one event without a type tells the site that every page changed.
const SEEDED = { event: 'content.seeded', uid: null, model: null, api: null, documentId: null, locale: null };

function subscribeContentEvents(strapi) {
  const webhook = createWebhook({
    urls: list(process.env.SITE_WEBHOOK_URLS),
    secret: secret('CONTENT_WEBHOOK_SECRET') || '',
    log: strapi.log,
  });
  let quiet = null; // null, or the number of events held back
  strapi.eventHub.subscribe((event, data) => {
    const payload = payloadOf(event, data, (uid) => apiSegment(strapi, uid));
    if (!payload) return;
    responseCache.clear();
    if (quiet === null) webhook.send(payload);
    else quiet += 1;
  });
  return {
    webhook,
    async quietly(task) {
      quiet = 0;
      try {
        return await task();
      } finally {
        if (quiet > 0) webhook.send(SEEDED);
        quiet = null;
      }
    },
  };
}

module.exports = { subscribeContentEvents };
