import { renderWithSite } from '@site/shared-testing';
import type { KeyFiguresBlock as KeyFiguresContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import KeyFiguresBlock from './key-figures-block';

const block: KeyFiguresContent = {
  __component: 'blocks.key-figures',
  title: 'Vodacom Tanzania at a glance',
  figures: [
    { label: 'Shares in issue', value: '2,240,000,300', note: 'Listed on the DSE' },
    { label: 'M-Pesa agents', value: '150,000+' },
  ],
};

describe('KeyFiguresBlock', () => {
  it('pairs every value with its label and note', () => {
    renderWithSite(<KeyFiguresBlock block={block} index={1} />);
    expect(screen.getByRole('region', { name: 'Vodacom Tanzania at a glance' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Shares in issue', 'M-Pesa agents']);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['2,240,000,300', 'Listed on the DSE', '150,000+']);
  });
});
