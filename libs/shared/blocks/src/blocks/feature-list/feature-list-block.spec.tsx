import { renderWithSite } from '@site/shared-testing';
import type { FeatureListBlock as FeatureListContent } from '@site/shared-content';
import { screen, within } from '@testing-library/react';
import FeatureListBlock from './feature-list-block';

const block: FeatureListContent = {
  __component: 'blocks.feature-list',
  title: 'Why M-Pesa',
  features: [
    { title: 'Safe', text: 'Protected by your PIN.', icon: 'shield' },
    { title: 'Everywhere', text: 'Over 100,000 agents.', icon: 'not-an-icon' },
  ],
};

describe('FeatureListBlock', () => {
  it('lists each feature with an h3 title and its text', () => {
    renderWithSite(<FeatureListBlock block={block} index={1} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Safe' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Protected by your PIN.')).toBeInTheDocument();
  });

  it('keeps icons out of the accessibility tree', () => {
    renderWithSite(<FeatureListBlock block={block} index={1} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
