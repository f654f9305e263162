import { cmsHandlers, eventFixture, listStateHandlers, storyDecorator } from '@site/shared-testing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import EventCalendarBlock from './event-calendar-block';

const calendar = (locale: 'en' | 'sw') => () => [
  eventFixture(1, '2099-09-25T10:00:00+03:00', locale, {
    location: 'Julius Nyerere International Convention Centre',
    link: { label: locale === 'en' ? 'AGM notice' : 'Taarifa ya mkutano', href: '/investor-agm' },
  }),
  eventFixture(2, '2099-11-12', locale),
  eventFixture(4, '2025-08-29', locale, { location: null }),
];

const meta = {
  title: 'Investor/Blocks/EventCalendar',
  component: EventCalendarBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.event-calendar',
      title: 'Investor calendar',
      intro: 'Key dates for shareholders of Vodacom Tanzania PLC.',
      category: 'investor',
    },
  },
  parameters: { msw: { handlers: cmsHandlers({}, { events: calendar('en') }) } },
} satisfies Meta<typeof EventCalendarBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = {
  args: {
    block: {
      __component: 'blocks.event-calendar',
      title: 'Kalenda ya wawekezaji',
      intro: 'Tarehe muhimu kwa wanahisa wa Vodacom Tanzania PLC.',
      category: 'investor',
    },
  },
  parameters: { locale: 'sw', msw: { handlers: cmsHandlers({}, { events: calendar('sw') }) } },
};

const states = listStateHandlers('*/api/events');

export const Loading: Story = { parameters: { msw: { handlers: states.loading } } };

export const Empty: Story = { parameters: { msw: { handlers: states.empty } } };

export const Failed: Story = { parameters: { msw: { handlers: states.failed } } };
