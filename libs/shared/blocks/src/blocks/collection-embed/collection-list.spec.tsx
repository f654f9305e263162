import {
  deviceFixture,
  eventFixture,
  failingUntilRecovered,
  mediaFixture,
  renderWithSite,
} from '@site/shared-testing';
import {
  collectionQueries,
  contentApi,
  loadedQueryHook,
  type Article,
  type CollectionEmbedBlock as CollectionEmbedContent,
  type CollectionSpec,
  type Device,
  type EventItem,
  type ListArgs,
  type PagedList,
} from '@site/shared-content';
import { article, cmsHandlers, sampleBadges } from '@site/shared-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BlockProps } from '../../renderer/block-registry';
import { EventRow } from '../shared/event-row';
import { ArticleCard, DeviceCard } from './collection-cards';
import { CollectionList } from './collection-list';
import { useListArgs } from './use-list-args';

// Lists as a domain lends them: its endpoint, its hook, its view of each entry.
const spec = (path: string, pageSize: number, detailPath?: string): CollectionSpec => ({
  path,
  pageSize,
  sort: 'publishDate:desc',
  filterField: '[type]',
  detailPath,
});
const sportSpec = collectionQueries<Article>(spec('/sport-updates', 20, '/sport-news'));
const deviceSpec = collectionQueries<Device>(spec('/device-updates', 12, '/devices'));
const eventSpec = collectionQueries<EventItem>(spec('/events', 20));
const storySpec = collectionQueries<Article>(spec('/foundation-updates', 30, '/foundation-news'));
const { endpoints } = contentApi.injectEndpoints({
  endpoints: (build) => ({
    testSport: build.query<PagedList<Article>, ListArgs>(sportSpec.list),
    testDevices: build.query<PagedList<Device>, ListArgs>(deviceSpec.list),
    testEvents: build.query<PagedList<EventItem>, ListArgs>(eventSpec.list),
    testStories: build.query<PagedList<Article>, ListArgs>(storySpec.list),
  }),
});
const useSport = loadedQueryHook(endpoints.testSport);
const useDevices = loadedQueryHook(endpoints.testDevices);
const useEvents = loadedQueryHook(endpoints.testEvents);
const useStories = loadedQueryHook(endpoints.testStories);

// Sport and the foundation's stories: the same list of article cards, each from its own endpoint.
const articleList = (useArticles: typeof useSport) =>
  function ArticleList({ block }: BlockProps<CollectionEmbedContent>) {
    return (
      <CollectionList block={block} list={useArticles(useListArgs(block))}>
        {(story, place) => <ArticleCard item={story} {...place} />}
      </CollectionList>
    );
  };
const SportList = articleList(useSport);
const StoryList = articleList(useStories);
function DeviceList({ block }: BlockProps<CollectionEmbedContent>) {
  return (
    <CollectionList block={block} list={useDevices(useListArgs(block))}>
      {(device, place) => <DeviceCard item={device} {...place} />}
    </CollectionList>
  );
}
function EventList({ block }: BlockProps<CollectionEmbedContent>) {
  return (
    <CollectionList block={block} list={useEvents(useListArgs(block))} shape="rows">
      {(event, { level }) => <EventRow event={event} level={level} />}
    </CollectionList>
  );
}

const requests: URL[] = [];
const record =
  <T,>(make: () => T[]) =>
  (url: URL) => {
    requests.push(url);
    return make();
  };
const sport = Array.from({ length: 45 }, (_, n) =>
  article(n + 1, 'en', {
    image: n === 0 ? mediaFixture('Fans at the league final') : null,
    sampleContent: n === 1,
  }),
);
const device = deviceFixture();
const sampleDevice = deviceFixture({ id: 2, documentId: 'dev2', title: 'Sample phone', sampleContent: true });
const server = setupServer(
  ...cmsHandlers(
    {},
    {
      'sport-updates': record(() => sport),
      'device-updates': record(() => [device, sampleDevice]),
      events: record(() => [
        eventFixture(1, '2099-06-01'),
        eventFixture(2, '2099-07-02T07:30:00.000Z', 'en', { sampleContent: true }),
      ]),
      'foundation-updates': record(() => []),
    },
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const embed = (extra: Partial<CollectionEmbedContent>): CollectionEmbedContent => ({
  __component: 'blocks.collection-embed',
  collection: 'sport-updates',
  ...extra,
});

describe('CollectionList', () => {
  it('shows a teaser of `limit` items without paging', async () => {
    renderWithSite(<SportList block={embed({ title: 'Latest sport', limit: 3 })} index={1} />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(requests[0]?.searchParams.get('pagination[pageSize]')).toBe('3');
  });

  it('renders each entry as a card: lazy image, date, title linking to its detail page', async () => {
    renderWithSite(<SportList block={embed({ title: 'Latest sport', limit: 3 })} index={1} />);
    const title = await screen.findByRole('link', { name: 'Sport update 1' });
    expect(title).toHaveAttribute('href', '/sport-news/art1/sport-update-1');
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Sport update 1');
    expect(within(card).getByRole('img', { name: 'Fans at the league final' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(card).getByText('Follow the league on your phone.')).toBeInTheDocument();
    expect(within(card).getByText('27 October 2026')).toHaveAttribute('dateTime', sport[0]!.publishDate);
  });

  it('pages the full list with the collection page size (behaviour §7) and ?page links', async () => {
    renderWithSite(<SportList block={embed({ limit: null })} index={1} />, {
      initialPath: '/sport-news?page=2',
    });
    expect(await screen.findByRole('link', { name: 'Sport update 21' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/sport-news');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/sport-news?page=3');
    expect(requests.at(-1)?.searchParams.get('pagination[page]')).toBe('2');
  });

  it('follows a page link to the next page', async () => {
    renderWithSite(<SportList block={embed({ limit: null })} index={1} />, {
      initialPath: '/sport-news',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Sport update 41' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows devices with brand, price and network badge', async () => {
    renderWithSite(<DeviceList block={embed({ collection: 'device-updates', limit: 4 })} index={1} />);
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByRole('link', { name: 'Galaxy A15 5G' })).toHaveAttribute(
      'href',
      '/devices/dev1/galaxy-a15-5g',
    );
    expect(card).toHaveTextContent('Samsung');
    expect(card).toHaveTextContent('5G');
    expect(card).toHaveTextContent('TZS 450,000');
    expect(card).not.toHaveTextContent('Sample');
  });

  it.each(sampleBadges)('badges a sample device where it stands (%s)', async (locale, badge) => {
    renderWithSite(<DeviceList block={embed({ collection: 'device-updates', limit: 4 })} index={1} />, {
      locale,
    });
    await screen.findByRole('link', { name: 'Sample phone' });
    const [real, sample] = screen.getAllByRole('article');
    expect(within(sample!).getByText(badge)).toBeInTheDocument();
    expect(within(real!).queryByText(badge)).not.toBeInTheDocument();
  });

  it('renders events as dated rows, with a time only when the event has one', async () => {
    renderWithSite(<EventList block={embed({ collection: 'events', limit: 3 })} index={1} />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Annual General Meeting' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('1 June 2099')).toHaveAttribute('dateTime', '2099-06-01');
    // 07:30 UTC is 10:30 in Dar es Salaam.
    expect(screen.getByText('2 July 2099, 10:30')).toBeInTheDocument();
  });

  it('marks an invented article or event "Sample", and only that one', async () => {
    const view = renderWithSite(<SportList block={embed({ title: 'Latest sport', limit: 3 })} index={1} />);
    const articles = await screen.findAllByRole('article');
    expect(articles.map((card) => within(card).queryByText('Sample') !== null)).toEqual([false, true, false]);
    view.unmount();
    renderWithSite(<EventList block={embed({ collection: 'events', limit: 3 })} index={1} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText('Sample') !== null)).toEqual([false, true]);
  });

  it('passes the editor filter to the CMS', async () => {
    renderWithSite(
      <DeviceList
        block={embed({ collection: 'device-updates', filter: 'smartphones', limit: 4 })}
        index={1}
      />,
    );
    await screen.findByRole('link', { name: 'Galaxy A15 5G' });
    expect(decodeURIComponent(requests[0]!.search)).toContain('smartphones');
  });

  it('shows skeleton cards while loading and the empty state after', async () => {
    renderWithSite(<StoryList block={embed({ collection: 'foundation-updates', limit: 3 })} index={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading content…');
    expect(await screen.findByText('There is nothing here yet. Please check back soon.')).toBeInTheDocument();
  });

  it('shows an error with a retry that reloads the list', async () => {
    const sportUpdates = failingUntilRecovered('*/api/sport-updates', { status: 503 }, [article(7)]);
    server.use(sportUpdates.handler);
    renderWithSite(<SportList block={embed({ limit: 3 })} index={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Load Content');
    sportUpdates.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sport update 7' })).toBeInTheDocument();
  });

  it('speaks Swahili', async () => {
    server.use(
      http.get('*/api/sport-updates', () =>
        HttpResponse.json({
          data: [article(1, 'sw')],
          meta: { pagination: { page: 1, pageSize: 20, pageCount: 2, total: 21 } },
        }),
      ),
    );
    renderWithSite(<SportList block={embed({ limit: null })} index={1} />, {
      locale: 'sw',
      initialPath: '/sport-news',
    });
    expect(await screen.findByRole('navigation', { name: 'Kurasa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Habari za michezo 1' })).toBeInTheDocument();
  });
});
