// Localised collection types and the sidebar (docs/content-model.md). Pages are in pages.js.
const f = require('./fields');
const { fromDomains } = require('./domains');

// Each domain's collections are in its part of the model (domains/<domain>.js).
module.exports = fromDomains('collections');

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
    sampleContent: f.notLocalised(f.bool({ default: false })),
    editorNote: f.editorNote(),
  },
};
