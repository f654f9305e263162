// Everything the generator, the seed checker and the tests need to know about the content model.
const { withDomains } = require('./blocks');
const { domainParts } = require('./domains');
const shared = require('./shared');
const { components: formComponents, forms } = require('./forms');
const collections = require('./collections');
const pages = require('./pages');
const icons = require('./icons');

const { sidebar, ...collectionTypes } = collections;

/**
 * uid → definition of every component, with the domains' parts as they are on disk (`parts`: or with
 * one the block generator is writing, tools/nx-plugin).
 */
const componentsOf = (parts = domainParts()) => ({
  ...Object.fromEntries(Object.entries(withDomains(parts)).map(([k, v]) => [`blocks.${k}`, v])),
  ...Object.fromEntries(Object.entries(shared).map(([k, v]) => [`shared.${k}`, v])),
  ...Object.fromEntries(Object.entries(formComponents).map(([k, v]) => [`forms.${k}`, v])),
});
const components = componentsOf();

module.exports = {
  components,
  componentsOf,
  collectionTypes,
  sidebar,
  forms,
  pages,
  icons,
  LOCALES: ['en', 'sw'],
};
