// @ts-check
// The support domain's part of the content model (libs/support): the cookie preferences page's block.
const f = require('../fields');

/** @type {import('../types').DomainPart} */
module.exports = {
  blocks: {
    // The list of what the site stores on a device comes from the site's code (one registry), not the CMS.
    'cookie-preferences': {
      displayName: 'Cookie preferences (stored data list, clear button, consent choice)',
      attributes: { title: f.str(), intro: f.text() },
    },
  },
};
