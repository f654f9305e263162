// @ts-check
// The business domain's part of the content model (libs/business): its services, listed by segment.
const f = require('../fields');

/** @type {import('../types').DomainPart} */
module.exports = {
  collections: {
    'vbu-services': {
      singular: 'vbu-service',
      displayName: 'Business service',
      attributes: {
        ...f.dated(),
        segment: f.enumeration(['small', 'mid', 'large']),
        summary: f.text(),
        image: f.image(),
        features: f.many('shared.feature'),
        body: f.rich(),
        ...f.sampleMark(),
        editorNote: f.editorNote(),
      },
    },
  },
};
