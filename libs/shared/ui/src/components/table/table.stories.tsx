import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Table, type TableColumn } from './table';

type Row = { name: string; data: string; minutes: string; sms: string; validity: string; price: string };

const columns = (globals: Record<string, unknown>): TableColumn<Row>[] => [
  { key: 'name', header: pick(globals, { en: 'Bundle', sw: 'Kifurushi' }), isRowHeader: true },
  { key: 'data', header: pick(globals, { en: 'Data', sw: 'Data' }), align: 'end' },
  { key: 'minutes', header: pick(globals, { en: 'Minutes', sw: 'Dakika' }), align: 'end' },
  { key: 'sms', header: 'SMS', align: 'end' },
  { key: 'validity', header: pick(globals, { en: 'Valid for', sw: 'Muda' }) },
  { key: 'price', header: pick(globals, { en: 'Price (TSh)', sw: 'Bei (TSh)' }), align: 'end' },
];

const rows = (globals: Record<string, unknown>): Row[] => {
  const day = pick(globals, { en: 'day', sw: 'siku' });
  const days = pick(globals, { en: 'days', sw: 'siku' });
  return [
    { name: 'Siku Poa', data: '1 GB', minutes: '20', sms: '100', validity: `1 ${day}`, price: '1,000' },
    { name: 'Wiki Bomba', data: '5 GB', minutes: '100', sms: '500', validity: `7 ${days}`, price: '5,000' },
    {
      name: 'Mwezi Kamili',
      data: '25 GB',
      minutes: '500',
      sms: '2,000',
      validity: `30 ${days}`,
      price: '20,000',
    },
  ];
};

const meta = {
  title: 'UI/Table',
  component: Table<Row>,
  args: { caption: 'Combo bundles', columns: [], rows: [] },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof Table<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scroll: Story = {
  render: (args, { globals }) => (
    <Table
      {...args}
      caption={pick(globals, { en: 'Combo bundles', sw: 'Vifurushi vya mchanganyiko' })}
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
