import { article, eventFixture, listBody, pageBody, serveDuringTests } from '@site/shared-testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createCmsServer } from '../testing/cms-server';
import { renderApp } from '../testing/render-app';

const server = createCmsServer();
const requests = serveDuringTests(server);

describe('blocks a domain lends every page', () => {
  it('show another domain’s collection and calendar on a page, read through that domain’s endpoints', async () => {
    server.use(
      http.get('*/api/home', () =>
        HttpResponse.json(
          pageBody({
            title: 'Welcome home',
            blocks: [
              { __component: 'blocks.hero', title: 'Welcome home' },
              { __component: 'blocks.collection-embed', collection: 'news-updates', title: 'News', limit: 3 },
              { __component: 'blocks.event-calendar', title: 'Dates', category: 'all' },
            ],
          }),
        ),
      ),
      http.get('*/api/news-updates', () => HttpResponse.json(listBody([article(1)]))),
      http.get('*/api/events', () => HttpResponse.json(listBody([eventFixture(1, '2099-06-01')]))),
    );
    const { store } = renderApp('/');
    // The home page is the mobile domain's; the news and the events are the investor domain's.
    expect(await screen.findByRole('link', { name: 'Sport update 1' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/news-event/art1/sport-update-1',
    );
    expect(screen.getByRole('heading', { name: 'Annual General Meeting' })).toBeInTheDocument();
    const read = Object.values(store.getState().content.queries).map((entry) => entry?.endpointName);
    expect(read.sort()).toEqual(['getEvents', 'getMobilePage', 'getNewsList', 'getSidebar']);
    expect(requests.filter((url) => url.pathname === '/api/news-updates')).toHaveLength(1);
  });
});
