import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { Layout } from '../layout/layout';
import { createCmsServer } from '../testing/cms-server';
import { renderApp } from '../testing/render-app';
import { RouteError } from './route-error';

const server = createCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function Broken(): never {
  throw new Error('A page component crashed');
}

describe('error boundary', () => {
  it('keeps the chrome and offers a retry when a page crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = [
      {
        element: <Layout sections={[]} />,
        children: [{ errorElement: <RouteError />, children: [{ path: '/', element: <Broken /> }] }],
      },
    ];
    // Awaited: the footer's code loads on its own (layout.tsx), and React resumes a part that
    // suspended inside `act` only when that `act` is awaited.
    await act(async () => void renderApp('/', createMemoryRouter(routes).routes));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
