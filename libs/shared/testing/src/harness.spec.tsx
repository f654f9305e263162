import { sharedMessages } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { contentApi, pageQuery, type PageArgs, type PageContent } from '@site/shared-content';
import { cmsHandlers } from '@site/shared-content/testing';
import { makeSiteStore } from './site-providers';
import { renderWithSite } from './render-with-site';

const { getHarnessPage } = contentApi.injectEndpoints({
  endpoints: (build) => ({ getHarnessPage: build.query<PageContent, PageArgs>(pageQuery) }),
}).endpoints;
const server = setupServer(...cmsHandlers({ demo: { en: { title: 'Demo' } } }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function Retry() {
  return useIntl().formatMessage({ id: 'shared.error.retry' });
}

describe('the shared test harness', () => {
  it('renders in Swahili once the catalogs are in, never as message ids', async () => {
    renderWithSite(<Retry />, { locale: 'sw' });
    expect(await screen.findByText('Jaribu tena')).toBeInTheDocument();
    expect(sharedMessages.en['shared.error.retry']).toBe('Try again');
  });

  it('builds the app store: a page read reaches the mocked CMS, a missing Swahili page falls back to English', async () => {
    const store = makeSiteStore();
    const result = await store.dispatch(
      getHarnessPage.initiate({ name: 'demo', locale: 'sw' }, { subscribe: false }),
    );
    expect(result.data).toMatchObject({ title: 'Demo', locale: 'en' });
  });
});
