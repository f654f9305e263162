import { hrefOf, mediaFixture, renderWithSite } from '@site/shared-testing';
import type { CardGridBlock as CardGridContent } from '@site/shared-content';
import { screen, within } from '@testing-library/react';
import CardGridBlock from './card-grid-block';

const block: CardGridContent = {
  __component: 'blocks.card-grid',
  title: 'What would you like to do today?',
  intro: 'Everything Vodacom offers, in one place.',
  cards: [
    {
      title: 'Bundles',
      text: 'Internet for every budget.',
      icon: 'wifi',
      badge: 'Popular',
      link: { label: 'See bundles', href: '/internet-overview' },
    },
    {
      title: 'M-Pesa',
      image: mediaFixture('M-Pesa on a phone'),
      link: { label: 'Visit', href: 'https://mpesa.vodacom.co.tz' },
    },
    { title: 'Scam', link: { label: 'Click', href: 'javascript:void(0)' } },
  ],
};

describe('CardGridBlock', () => {
  it('lists the cards under the block heading with h3 titles', () => {
    renderWithSite(<CardGridBlock block={block} index={1} />);
    expect(screen.getByRole('heading', { level: 2, name: block.title ?? '' })).toBeInTheDocument();
    expect(screen.getByText('Everything Vodacom offers, in one place.')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Bundles' })).toBeInTheDocument();
    expect(screen.getByText('Popular')).toBeInTheDocument();
  });

  it('makes a site link the card title link and an external one a safe button', () => {
    renderWithSite(<CardGridBlock block={block} index={1} />);
    expect(hrefOf('Bundles')).toBe('/internet-overview');
    const external = screen.getByRole('link', { name: 'Visit' });
    expect(external).toHaveAttribute('href', 'https://mpesa.vodacom.co.tz');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'M-Pesa on a phone' })).toHaveAttribute('loading', 'lazy');
  });

  it('drops an unsafe link but keeps the card', () => {
    renderWithSite(<CardGridBlock block={block} index={1} />);
    expect(screen.getByRole('heading', { name: 'Scam' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Scam|Click/ })).not.toBeInTheDocument();
  });
});
