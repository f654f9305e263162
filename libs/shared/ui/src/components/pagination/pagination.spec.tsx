import { render, screen, within } from '@testing-library/react';
import { Pagination, type PaginationLabels } from './pagination';
import { pageWindow } from './page-window';

const labels: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n) => `Page ${n}`,
};

describe('Pagination', () => {
  it('links every page and marks the current one', () => {
    render(<Pagination page={3} pageCount={10} hrefForPage={(n) => `/news?page=${n}`} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', '/news?page=10');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/news?page=2');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/news?page=4');
  });

  it('has no Previous on the first page and no Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefForPage={String} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefForPage={String} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={String} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('windows long ranges around the current page', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 'gap', 10]);
  });
});
