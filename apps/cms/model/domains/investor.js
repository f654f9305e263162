// @ts-check
// The investor domain's part of the content model (libs/investor): news and announcements and the
// events calendar.
const f = require('../fields');

/** @type {import('../types').DomainPart} */
module.exports = {
  collections: {
    'news-updates': f.articles('news-update', 'News update', {
      category: f.enumeration(['news', 'announcement', 'press-release']),
    }),
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
        ...f.sampleMark(),
        editorNote: f.editorNote(),
      },
    },
  },
};
