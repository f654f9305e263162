import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Table, type TableColumn } from './table';

type Row = { year: string; profit: string; dividend: string };

const columns = (globals: Record<string, unknown>): TableColumn<Row>[] => [
  { key: 'year', header: pick(globals, { en: 'Financial year', sw: 'Mwaka wa fedha' }), isRowHeader: true },
  {
    key: 'profit',
    header: pick(globals, { en: 'Profit after tax (TZS bn)', sw: 'Faida baada ya kodi (TZS bilioni)' }),
    align: 'end',
  },
  {
    key: 'dividend',
    header: pick(globals, { en: 'Dividend per share (TZS)', sw: 'Gawio kwa hisa (TZS)' }),
    align: 'end',
  },
];

// The project's sourced facts (facts-sourced §2: S23, S25, S32, S33, S19, S34), each year to 31 March.
const rows = (globals: Record<string, unknown>): Row[] => {
  const yearTo = (year: number) =>
    pick(globals, { en: `Year to March ${year}`, sw: `Mwaka hadi Machi ${year}` });
  return [
    { year: yearTo(2018), profit: '170.2', dividend: '17.33' },
    { year: yearTo(2024), profit: '53.4', dividend: '11.93' },
    { year: yearTo(2025), profit: '90.5', dividend: '20.20' },
  ];
};

const meta = {
  title: 'UI/Table',
  component: Table<Row>,
  args: { caption: 'Profit and dividends', columns: [], rows: [] },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof Table<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scroll: Story = {
  render: (args, { globals }) => (
    <Table
      {...args}
      caption={pick(globals, { en: 'Profit and dividends', sw: 'Faida na gawio' })}
      columns={columns(globals)}
      rows={rows(globals)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(3);
  },
};

export const StackOnMobile: Story = {
  ...Scroll,
  args: { layout: 'stack' },
  globals: { viewport: { value: 'android360' } },
  play: undefined,
};
