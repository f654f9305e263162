import { hrefOf, renderWithSite } from '@site/shared-testing';
import type { BundleTableBlock as BundleTableContent } from '@site/shared-content';
import { screen, within } from '@testing-library/react';
import BundleTableBlock from './bundle-table-block';

const block: BundleTableContent = {
  __component: 'blocks.bundle-table',
  title: 'Daily internet bundles',
  bundles: [
    { name: 'Daily 1GB', price: 1000, validity: '24 hours', data: '1 GB', ussdCode: '*149*01#' },
    { name: 'Daily 3GB', price: 2000, validity: '24 hours', data: '3 GB', ussdCode: '*149*02#' },
  ],
};

// Both languages print shillings code first (the matcher compares collapsed whitespace).
const price = 'TZS 1,000';

describe('BundleTableBlock', () => {
  it('shows each bundle with its price, validity and data, leaving out empty columns', () => {
    renderWithSite(<BundleTableBlock block={block} index={1} />);
    const table = screen.getByRole('table', { name: 'Daily internet bundles' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Bundle', 'Price', 'Validity', 'Data', 'Dial']);
    const row = screen.getByRole('row', { name: /Daily 1GB/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Daily 1GB');
    expect(row).toHaveTextContent(price);
    expect(row).toHaveTextContent('1 GB');
  });

  it('makes each USSD code a dial link', () => {
    renderWithSite(<BundleTableBlock block={block} index={1} />);
    expect(hrefOf('Buy Bundle *149*01#')).toBe('tel:*149*01%23');
    expect(hrefOf('Buy Bundle *149*02#')).toBe('tel:*149*02%23');
  });

  it('speaks Swahili and formats prices for the sw locale', async () => {
    renderWithSite(<BundleTableBlock block={block} index={1} />, { locale: 'sw' });
    expect(await screen.findByRole('link', { name: 'Nunua kifurushi *149*01#' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bei' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Daily 1GB/ })).toHaveTextContent(price);
  });

  it('has no dial column when no bundle has a code, and names the table without a title', () => {
    const plain = {
      ...block,
      title: null,
      bundles: block.bundles.map((bundle) => ({ ...bundle, ussdCode: null })),
    };
    renderWithSite(<BundleTableBlock block={plain} index={1} />);
    expect(screen.getByRole('table', { name: 'Bundle prices' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Dial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
