// @ts-check
// The mpesa domain's part of the content model (libs/mpesa): the cost calculator's block and the
// tariff it reads.
const f = require('../fields');

/** @type {import('../types').DomainPart} */
module.exports = {
  blocks: {
    'tariff-calculator': {
      displayName: 'Tariff calculator',
      attributes: { title: f.str(), intro: f.text() },
    },
  },
  collections: {
    'tariff-bands': {
      singular: 'tariff-band',
      displayName: 'M-Pesa tariff band',
      // Shown to editors in the admin panel, never to visitors.
      description:
        'Fees per amount band, read by the cost calculator. The seeded bands are example fees shaped like the public tariff, not the live tariff: replace them with the published one.',
      attributes: {
        category: f.notLocalised(
          f.req(
            f.enumeration(['send-registered', 'send-other-network', 'send-unregistered', 'withdraw-agent']),
          ),
        ),
        categoryLabel: f.str(),
        minimum: f.notLocalised(f.req(f.int({ min: 0 }))),
        maximum: f.notLocalised(f.int({ min: 0 })),
        fee: f.notLocalised(f.int({ min: 0 })),
        effectiveDate: f.notLocalised(f.date()),
        // The source line is read by visitors, so it is translated.
        source: f.str(),
        editorNote: f.editorNote(),
      },
    },
  },
};
