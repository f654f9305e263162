import {
  cardCollection,
  contentApi,
  loadedQueryHook,
  readItem,
  readList,
  readPage,
  type Article,
  type CollectionSpec,
  type EventItem,
} from '@site/shared-content';

// docs/behaviour.md §7: news 9 a page, newest first; announcements are the news of that category.
const news = cardCollection({ path: '/news-updates', pageSize: 9, detailPath: '/news-event' });
const newsUpdates: CollectionSpec = { ...news, filterField: '[category]' };
const announcementUpdates: CollectionSpec = { ...news, fixedFilters: { '[category]': 'announcement' } };
/** The investor calendar: soonest first. */
const calendarEvents: CollectionSpec = {
  path: '/events',
  pageSize: 20,
  sort: 'startDate:asc',
  filterField: '[category]',
};

/** The investor domain's collections, by the names the CMS and editors give them. */
export const investorCollections = {
  'news-updates': newsUpdates,
  announcements: announcementUpdates,
  events: calendarEvents,
};

/** The investor domain's CMS reads: its pages, news, announcements and the events calendar. */
export const investorApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getInvestorPage: readPage(build),
    getNewsList: readList<Article>(build, newsUpdates),
    getNewsItem: readItem<Article>(build, newsUpdates),
    getAnnouncements: readList<Article>(build, announcementUpdates),
    getEvents: readList<EventItem>(build, calendarEvents),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetInvestorPageQuery = loadedQueryHook(investorApi.endpoints.getInvestorPage);
export const useGetNewsListQuery = loadedQueryHook(investorApi.endpoints.getNewsList);
export const useGetNewsItemQuery = loadedQueryHook(investorApi.endpoints.getNewsItem);
export const useGetAnnouncementsQuery = loadedQueryHook(investorApi.endpoints.getAnnouncements);
export const useGetEventsQuery = loadedQueryHook(investorApi.endpoints.getEvents);
