import { render, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './table';

type Row = { name: string; data: string; price: string };
const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Bundle', isRowHeader: true },
  { key: 'data', header: 'Data' },
  { key: 'price', header: 'Price (TSh)', align: 'end' },
];
const rows: Row[] = [
  { name: 'Daily', data: '1 GB', price: '1,000' },
  { name: 'Weekly', data: '5 GB', price: '5,000' },
];

describe('Table', () => {
  it('is a captioned table with column and row headers', () => {
    render(<Table caption="Internet bundles" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Internet bundles' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Weekly' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '5 GB' })).toBeInTheDocument();
  });

  it('wraps a scrolling table in a focusable region named by the caption', () => {
    render(<Table caption="Internet bundles" columns={columns} rows={rows} />);
    const region = screen.getByRole('region', { name: 'Internet bundles' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('repeats headers inside cells for the stacked layout without changing cell names', () => {
    render(<Table caption="Bundles" columns={columns} rows={rows} layout="stack" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 GB' })).toBeInTheDocument();
  });
});
