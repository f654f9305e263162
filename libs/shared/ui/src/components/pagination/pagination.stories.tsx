import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick, type Copy } from '../../storybook/story-copy';
import { Pagination, type PaginationLabels } from './pagination';

const labels: Copy<PaginationLabels> = {
  en: { nav: 'Pagination', previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` },
  sw: { nav: 'Kurasa', previous: 'Iliyotangulia', next: 'Inayofuata', page: (n) => `Ukurasa ${n}` },
};

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 4, pageCount: 12, hrefForPage: (n: number) => `/news?page=${n}`, labels: labels.en },
  argTypes: { labels: { control: false }, hrefForPage: { control: false } },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  render: (args, { globals }) => <Pagination {...args} labels={pick(globals, labels)} />,
  play: async ({ canvas, globals }) => {
    const current = canvas.getByRole('link', { name: pick(globals, labels).page(4) });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

export const FirstPage: Story = { ...Middle, args: { page: 1, pageCount: 3 }, play: undefined };
