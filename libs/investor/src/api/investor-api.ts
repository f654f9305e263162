import {
  collectionQueries,
  contentApi,
  type Article,
  type CollectionRegistry,
  type CollectionSpec,
  type EventItem,
  type ItemArgs,
  type ListArgs,
  type PagedList,
} from '@site/shared-content';

// docs/behaviour.md §7: news 9 a page, newest first; announcements are the news of that category.
const newsUpdates: CollectionSpec = {
  path: '/news-updates',
  pageSize: 9,
  sort: 'publishDate:desc',
  filterField: '[category]',
  detailPath: '/news-event',
};
const announcementUpdates: CollectionSpec = {
  path: '/news-updates',
  pageSize: 9,
  sort: 'publishDate:desc',
  fixedFilters: { '[category]': 'announcement' },
  detailPath: '/news-event',
};
/** The investor calendar: soonest first. */
const calendarEvents: CollectionSpec = {
  path: '/events',
  pageSize: 20,
  sort: 'startDate:asc',
  filterField: '[category]',
};
const news = collectionQueries<Article>(newsUpdates);
const announcements = collectionQueries<Article>(announcementUpdates);
const events = collectionQueries<EventItem>(calendarEvents);

/** The investor domain's CMS reads: news, announcements and the events calendar. */
export const investorApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<PagedList<Article>, ListArgs>({ queryFn: news.list }),
    getNewsItem: build.query<Article, ItemArgs>({ queryFn: news.item }),
    getAnnouncements: build.query<PagedList<Article>, ListArgs>({ queryFn: announcements.list }),
    getEvents: build.query<PagedList<EventItem>, ListArgs>({ queryFn: events.list }),
  }),
});

export const { useGetNewsListQuery, useGetNewsItemQuery, useGetAnnouncementsQuery, useGetEventsQuery } =
  investorApi;

export const investorCollections: CollectionRegistry = {
  'news-updates': {
    spec: newsUpdates,
    list: investorApi.endpoints.getNewsList,
    item: investorApi.endpoints.getNewsItem,
  },
  announcements: { spec: announcementUpdates, list: investorApi.endpoints.getAnnouncements },
  events: { spec: calendarEvents, list: investorApi.endpoints.getEvents },
};
