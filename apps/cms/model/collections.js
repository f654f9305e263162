// Localised collection types and the sidebar (docs/content-model.md). Pages are in pages.js.
const f = require('./fields');

const news = {
  title: f.req(f.str()),
  slug: f.req(f.slug()),
  publishDate: f.date(),
};
const editorNote = { editorNote: f.editorNote() };
// On for an invented article, story or event: the site marks it "Sample" wherever it shows it. The
// seeder sets it from the entry's "sample" marker; an editor who verifies the entry turns it off.
const sampleContent = { sampleContent: f.bool({ default: false }) };
const story = { summary: f.text(), image: f.image(), body: f.rich() };
const notLocalised = (attr) => ({ ...attr, pluginOptions: { i18n: { localized: false } } });

module.exports = {
  'news-updates': {
    singular: 'news-update',
    displayName: 'News update',
    attributes: {
      ...news,
      category: f.enumeration(['news', 'announcement', 'press-release']),
      ...story,
      ...sampleContent,
      ...editorNote,
    },
  },
  'sport-updates': {
    singular: 'sport-update',
    displayName: 'Sport update',
    attributes: { ...news, competition: f.str(), ...story, ...sampleContent, ...editorNote },
  },
  'foundation-updates': {
    singular: 'foundation-update',
    displayName: 'Foundation update',
    attributes: {
      ...news,
      programme: f.enumeration([
        'learning',
        'health',
        'planet',
        'financial-inclusion',
        'education-inclusion',
        'volunteers',
      ]),
      ...story,
      ...sampleContent,
      ...editorNote,
    },
  },
  'device-types': {
    singular: 'device-type',
    displayName: 'Device type',
    attributes: {
      name: f.req(f.str()),
      slug: f.req(f.slug()),
      description: f.text(),
      order: f.int(),
      image: f.image(),
      ...editorNote,
    },
  },
  'device-updates': {
    singular: 'device-update',
    displayName: 'Device update',
    attributes: {
      ...news,
      brand: f.str(),
      price: f.int({ min: 0 }), // Strapi enums cannot start with a digit: a string limited to 4G/5G by a regex instead.
      network: f.str({ regex: '^(4G|5G)$', x: { enum: ['4G', '5G'] } }),
      summary: f.text(),
      image: f.image(),
      specs: f.many('shared.spec-item'),
      body: f.rich(),
      deviceType: { type: 'relation', relation: 'manyToOne', target: 'api::device-type.device-type' },
      ...editorNote,
    },
  },
  'vbu-services': {
    singular: 'vbu-service',
    displayName: 'Business service',
    attributes: {
      ...news,
      segment: f.enumeration(['small', 'mid', 'large']),
      summary: f.text(),
      image: f.image(),
      features: f.many('shared.feature'),
      body: f.rich(),
      ...editorNote,
    },
  },
  events: {
    singular: 'event',
    displayName: 'Event',
    attributes: {
      title: f.req(f.str()),
      slug: f.req(f.slug()),
      startDate: f.req(f.datetime()),
      endDate: f.datetime(),
      location: f.str(),
      category: f.enumeration(['investor', 'community', 'general']),
      summary: f.text(),
      link: f.link(),
      ...sampleContent,
      ...editorNote,
    },
  },
  'tariff-bands': {
    singular: 'tariff-band',
    displayName: 'M-Pesa tariff band',
    // Shown to editors in the admin panel, never to visitors.
    description:
      'Fees per amount band, read by the cost calculator. The seeded bands are example fees shaped like the public tariff, not the live tariff: replace them with the published one.',
    attributes: {
      category: notLocalised(
        f.req(
          f.enumeration(['send-registered', 'send-other-network', 'send-unregistered', 'withdraw-agent']),
        ),
      ),
      categoryLabel: f.str(),
      minimum: notLocalised(f.req(f.int({ min: 0 }))),
      maximum: notLocalised(f.int({ min: 0 })),
      fee: notLocalised(f.int({ min: 0 })),
      effectiveDate: notLocalised(f.date()),
      // The source line is read by visitors, so it is translated.
      source: f.str(),
      ...editorNote,
    },
  },
};

module.exports.sidebar = {
  singular: 'sidebar',
  plural: 'sidebars',
  kind: 'singleType',
  displayName: 'Sidebar and footer',
  attributes: {
    tagline: f.str(),
    footerGroups: f.many('shared.link-group'),
    contactChannels: f.many('shared.contact-channel'),
    socialLinks: f.many('shared.social-link'),
    appLinks: f.many('shared.app-link'),
    copyright: f.str(),
    // On while the site shows sample content: the site then says so on every page. One switch for
    // both languages; SEED_MODE sets it (true for sample, false for production).
    sampleContent: notLocalised(f.bool({ default: false })),
    editorNote: f.editorNote(),
  },
};
