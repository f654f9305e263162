// @ts-check
// The mobile domain's part of the content model (libs/mobile): sport news and the devices by type.
const f = require('../fields');

/** @type {import('../types').DomainPart} */
module.exports = {
  collections: {
    'sport-updates': f.articles('sport-update', 'Sport update', { competition: f.str() }),
    'device-types': {
      singular: 'device-type',
      displayName: 'Device type',
      attributes: {
        name: f.req(f.str()),
        slug: f.req(f.slug()),
        description: f.text(),
        order: f.int(),
        image: f.image(),
        editorNote: f.editorNote(),
      },
    },
    'device-updates': {
      singular: 'device-update',
      displayName: 'Device update',
      attributes: {
        ...f.dated(),
        brand: f.str(),
        price: f.int({ min: 0 }), // Strapi enums cannot start with a digit: a string limited to 4G/5G by a regex instead.
        network: f.str({ regex: '^(4G|5G)$', x: { enum: ['4G', '5G'] } }),
        summary: f.text(),
        image: f.image(),
        specs: f.many('shared.spec-item'),
        body: f.rich(),
        deviceType: { type: 'relation', relation: 'manyToOne', target: 'api::device-type.device-type' },
        ...f.sampleMark(),
        editorNote: f.editorNote(),
      },
    },
  },
};
