// @ts-check
// The foundation domain's part of the content model (libs/foundation): its stories.
const f = require('../fields');

/** @type {import('../types').DomainPart} */
module.exports = {
  collections: {
    'foundation-updates': f.articles('foundation-update', 'Foundation update', {
      programme: f.enumeration([
        'learning',
        'health',
        'planet',
        'financial-inclusion',
        'education-inclusion',
        'volunteers',
      ]),
    }),
  },
};
