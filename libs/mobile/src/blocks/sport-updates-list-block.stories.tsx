import {
  article,
  cmsHandlers,
  listStateHandlers,
  mediaFixture,
  storyDecorator,
} from '@site/shared-testing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SportUpdatesList from './sport-updates-list-block';

const news = (locale: 'en' | 'sw') => () =>
  Array.from({ length: 23 }, (_, n) =>
    article(n + 1, locale, {
      image: mediaFixture(
        locale === 'en' ? 'Players on the pitch' : 'Wachezaji uwanjani',
        'Taifa Stars',
        640,
        360,
      ),
    }),
  );

const meta = {
  title: 'Mobile/Blocks/SportUpdatesList',
  component: SportUpdatesList,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.collection-embed',
      title: 'Latest sport news',
      collection: 'sport-updates',
      limit: 3,
    },
  },
  parameters: {
    msw: { handlers: cmsHandlers({}, { 'sport-updates': news('en') }) },
  },
} satisfies Meta<typeof SportUpdatesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teaser: Story = {};

export const PagedList: Story = {
  args: {
    block: {
      __component: 'blocks.collection-embed',
      title: 'Sport news',
      collection: 'sport-updates',
      limit: null,
    },
  },
  parameters: { initialPath: '/sport-news?page=2' },
};

export const Swahili: Story = {
  args: {
    block: {
      __component: 'blocks.collection-embed',
      title: 'Habari za michezo',
      collection: 'sport-updates',
      limit: null,
    },
  },
  parameters: {
    locale: 'sw',
    initialPath: '/sport-news',
    msw: { handlers: cmsHandlers({}, { 'sport-updates': news('sw') }) },
  },
};

/** Sample mode: the invented stories carry their own "Sample" badge (the CMS's `sampleContent`). */
export const SampleStories: Story = {
  parameters: {
    msw: {
      handlers: cmsHandlers(
        {},
        { 'sport-updates': () => news('en')().map((item, n) => ({ ...item, sampleContent: n !== 1 })) },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article');
    await expect(cards.map((card) => within(card).queryByText('Sample') !== null)).toEqual([
      true,
      false,
      true,
    ]);
  },
};

const states = listStateHandlers('*/api/sport-updates', { status: 503 });

export const Loading: Story = { parameters: { msw: { handlers: states.loading } } };

export const Empty: Story = { parameters: { msw: { handlers: states.empty } } };

export const Failed: Story = { parameters: { msw: { handlers: states.failed } } };
