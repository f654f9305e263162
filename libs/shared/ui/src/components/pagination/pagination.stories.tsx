import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick, type Copy } from '../../storybook/story-copy';
import { Pagination, type PaginationLabels } from './pagination';

/** Links to the pages of a long list, the current one marked. */
const meta = { title: 'UI/Interactive/Pagination', component: Pagination } satisfies Meta<typeof Pagination>;
export default meta;

const pageLabels: Copy<PaginationLabels> = {
  en: { nav: 'Pagination', previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` },
  sw: { nav: 'Kurasa', previous: 'Iliyotangulia', next: 'Inayofuata', page: (n) => `Ukurasa ${n}` },
};

const hrefForPage = (n: number) => `/news?page=${n}`;

export const Middle: StoryObj<typeof Pagination> = {
  args: { page: 4, pageCount: 12, hrefForPage },
  render: (args, { globals }) => <Pagination {...args} labels={pick(globals, pageLabels)} />,
  play: async ({ canvas, globals }) => {
    const current = canvas.getByRole('link', { name: pick(globals, pageLabels).page(4) });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

export const FirstPage: StoryObj<typeof Pagination> = {
  ...Middle,
  args: { page: 1, pageCount: 3, hrefForPage },
  play: undefined,
};
