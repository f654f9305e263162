// @ts-check
// The page blocks (category `blocks`): the shared ones here, then each domain's own
// (domains/<domain>.js); docs/block-reference.md, the site's types and its block guard are generated
// from them (npm run generate:model).
const f = require('./fields');
const { domainParts, fromDomains } = require('./domains');

/** @type {Record<string, import('./types').ComponentDef>} */
const shared = {
  hero: {
    displayName: 'Hero',
    attributes: {
      eyebrow: f.str(),
      title: f.req(f.str()),
      text: f.text(),
      image: f.image(),
      primaryAction: f.link(),
      secondaryAction: f.link(),
      theme: f.theme(),
    },
  },
  carousel: { displayName: 'Carousel', attributes: { title: f.str(), slides: f.many('shared.slide') } },
  'rich-text': { displayName: 'Rich text', attributes: { title: f.str(), body: f.req(f.rich()) } },
  'card-grid': f.listBlock('Card grid', 'cards', 'shared.card'),
  'bundle-table': f.listBlock('Bundle table', 'bundles', 'shared.bundle', f.sampleMark()),
  'feature-list': f.listBlock('Feature list', 'features', 'shared.feature'),
  'how-to-steps': f.listBlock('How-to steps', 'steps', 'shared.step'),
  'faq-list': { displayName: 'FAQ list', attributes: { title: f.str(), items: f.many('shared.faq-item') } },
  'call-to-action': {
    displayName: 'Call to action',
    attributes: {
      title: f.req(f.str()),
      text: f.text(),
      primaryAction: f.link(),
      secondaryAction: f.link(),
      theme: f.theme(),
    },
  },
  'image-text': {
    displayName: 'Image and text',
    attributes: {
      title: f.req(f.str()),
      body: f.rich(),
      image: f.image(),
      imagePosition: f.enumeration(['left', 'right']),
      action: f.link(),
    },
  },
  'documents-list': f.listBlock('Documents list', 'documents', 'shared.document'),
  'people-grid': f.listBlock('People grid', 'people', 'shared.person'),
  'event-calendar': {
    displayName: 'Event calendar',
    note: 'Lists the entries of the `events` collection.',
    attributes: {
      title: f.str(),
      intro: f.text(),
      category: f.enumeration(['investor', 'community', 'all']),
    },
  },
  'key-figures': {
    displayName: 'Key figures',
    attributes: { title: f.str(), figures: f.many('shared.figure') },
  },
  'app-links': {
    displayName: 'App links',
    attributes: {
      title: f.req(f.str()),
      text: f.text(),
      appName: f.str(),
      image: f.image(),
      playStoreUrl: f.href(),
      appStoreUrl: f.href(),
    },
  },
  'contact-channels': f.listBlock('Contact channels', 'channels', 'shared.contact-channel'),
  'video-link': {
    displayName: 'Video link',
    attributes: {
      title: f.req(f.str()),
      text: f.text(),
      url: f.req(f.str({ x: { https: true } })),
      thumbnail: f.image(),
      duration: f.str(),
    },
  },
  'collection-embed': {
    displayName: 'Collection embed',
    attributes: {
      title: f.str(),
      intro: f.text(),
      collection: f.req(
        f.enumeration(
          [
            'news-updates',
            'announcements',
            'sport-updates',
            'foundation-updates',
            'device-updates',
            'vbu-services',
            'events',
          ],
          { x: { typeName: 'CollectionName' } },
        ),
      ),
      limit: f.int({ min: 1, max: 100 }),
      filter: f.note(f.str(), 'A device type slug, a business segment or a foundation programme.'),
    },
  },
  'form-embed': {
    displayName: 'Form embed',
    attributes: {
      title: f.str(),
      intro: f.text(),
      form: f.req(
        f.enumeration(['foundation-application', 'business-community', 'shareholder'], {
          x: { typeName: 'FormName' },
        }),
      ),
    },
  },
};

/**
 * Every page block: the shared ones, then each domain's own in domain name order (`parts`: the
 * domains' parts as they are on disk, or with one the block generator is writing).
 * @returns {Record<string, import('./types').ComponentDef>}
 */
const withDomains = (parts = domainParts()) => ({ ...shared, ...fromDomains('blocks', parts) });

module.exports = { shared, withDomains };
