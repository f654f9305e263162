import { eventFixture, failingUntilRecovered, listStateHandlers, renderWithSite } from '@site/shared-testing';
import type { EventCalendarBlock as EventCalendarContent } from '@site/shared-content';
import { cmsHandlers } from '@site/shared-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import EventCalendarBlock from './event-calendar-block';

const requests: URL[] = [];
const events = [
  eventFixture(1, '2020-05-20'),
  eventFixture(2, '2099-11-12', 'en', {
    link: { label: 'Register to attend', href: 'https://agm.vodacom.co.tz' },
  }),
  eventFixture(3, '2098-03-01T09:00:00+03:00'),
];
const server = setupServer(
  ...cmsHandlers(
    {},
    {
      events: (url) => {
        requests.push(url);
        return events;
      },
    },
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const block: EventCalendarContent = {
  __component: 'blocks.event-calendar',
  title: 'Investor calendar',
  category: 'investor',
};

describe('EventCalendarBlock', () => {
  it('lists upcoming events soonest first, then past ones', async () => {
    renderWithSite(<EventCalendarBlock block={block} index={1} />);
    const upcoming = await screen.findByRole('heading', { level: 3, name: 'Upcoming events' });
    expect(upcoming).toBeInTheDocument();
    const [upcomingList, pastList] = screen.getAllByRole('list');
    const titles = within(upcomingList!)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Community clean-up in Mwanza', 'Half-year results']);
    expect(screen.getByRole('heading', { level: 3, name: 'Past events' })).toBeInTheDocument();
    expect(within(pastList!).getByRole('heading', { level: 4 })).toHaveTextContent('Annual General Meeting');
  });

  it('dates each event with a machine-readable time and links safely', async () => {
    renderWithSite(<EventCalendarBlock block={block} index={1} />);
    const link = await screen.findByRole('link', { name: 'Register to attend' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const row = screen.getAllByRole('listitem')[1]!;
    expect(within(row).getByText('12 November 2099')).toHaveAttribute('dateTime', '2099-11-12');
  });

  it('asks the CMS for its category only', async () => {
    renderWithSite(<EventCalendarBlock block={block} index={1} />);
    await screen.findByRole('heading', { name: 'Upcoming events' });
    expect(requests[0]?.searchParams.get('filters[category][$eq]') ?? requests[0]?.search).toMatch(
      /investor/,
    );
  });

  it('shows the empty state when there are no events', async () => {
    server.use(...listStateHandlers('*/api/events').empty);
    renderWithSite(<EventCalendarBlock block={block} index={1} />);
    expect(await screen.findByText('There is nothing here yet. Please check back soon.')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a working retry', async () => {
    const calendar = failingUntilRecovered('*/api/events', { status: 500, message: 'Down' }, [
      eventFixture(4, '2099-01-01'),
    ]);
    server.use(calendar.handler);
    renderWithSite(<EventCalendarBlock block={block} index={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading content…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Load Content');
    calendar.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dividend payment' })).toBeInTheDocument();
  });
});
