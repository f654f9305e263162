// Everything the generator, the seed checker and the tests need to know about the content model.
const blocks = require('./blocks');
const shared = require('./shared');
const { components: formComponents, forms } = require('./forms');
const collections = require('./collections');
const pages = require('./pages');
const icons = require('./icons');

const { sidebar, ...collectionTypes } = collections;

// uid → definition of every component.
const components = {
  ...Object.fromEntries(Object.entries(blocks).map(([k, v]) => [`blocks.${k}`, v])),
  ...Object.fromEntries(Object.entries(shared).map(([k, v]) => [`shared.${k}`, v])),
  ...Object.fromEntries(Object.entries(formComponents).map(([k, v]) => [`forms.${k}`, v])),
};

module.exports = { components, collectionTypes, sidebar, forms, pages, icons, LOCALES: ['en', 'sw'] };
