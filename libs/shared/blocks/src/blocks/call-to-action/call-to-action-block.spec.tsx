import { hrefOf, renderWithSite } from '@site/shared-testing';
import type { CallToActionBlock as CallToActionContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import CallToActionBlock from './call-to-action-block';

const block: CallToActionContent = {
  __component: 'blocks.call-to-action',
  title: 'Need help with M-Pesa?',
  text: 'Our team answers 24 hours a day.',
  primaryAction: { label: 'Call 100', href: 'tel:100' },
  secondaryAction: { label: 'Visit a shop', href: '/customer-service' },
};

describe('CallToActionBlock', () => {
  it('shows its h2 title, text and both actions', () => {
    renderWithSite(<CallToActionBlock block={block} index={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Need help with M-Pesa?' })).toBeInTheDocument();
    expect(screen.getByText('Our team answers 24 hours a day.')).toBeInTheDocument();
    expect(hrefOf('Call 100')).toBe('tel:100');
    expect(hrefOf('Visit a shop')).toBe('/customer-service');
  });

  it('drops an action whose link is unsafe', () => {
    renderWithSite(
      <CallToActionBlock
        block={{ ...block, primaryAction: { label: 'Win', href: 'data:text/html,hi' } }}
        index={2}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Win' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit a shop' })).toBeInTheDocument();
  });
});
