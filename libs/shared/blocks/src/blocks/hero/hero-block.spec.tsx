import { hrefOf, mediaFixture, renderWithSite } from '@site/shared-testing';
import type { HeroBlock as HeroContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import HeroBlock from './hero-block';

const block: HeroContent = {
  __component: 'blocks.hero',
  eyebrow: 'Internet',
  title: 'Stay online with internet bundles',
  text: 'Dial *149*01# to buy.',
  image: mediaFixture('A phone showing a data bundle'),
  primaryAction: { label: 'Buy a bundle', href: '/internet-overview' },
  secondaryAction: { label: 'Phishing', href: 'javascript:alert(1)' },
  theme: 'red',
};

describe('HeroBlock', () => {
  it('owns the page h1 and loads its image first when it is the first block', () => {
    renderWithSite(<HeroBlock block={block} index={0} />);
    expect(screen.getByRole('heading', { level: 1, name: block.title })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'A phone showing a data bundle' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '800');
  });

  it('is an h2 with a lazy image further down the page', () => {
    renderWithSite(<HeroBlock block={block} index={3} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('links its safe actions and drops unsafe ones', () => {
    renderWithSite(<HeroBlock block={block} index={0} />);
    expect(hrefOf('Buy a bundle')).toBe('/internet-overview');
    expect(screen.queryByRole('link', { name: 'Phishing' })).not.toBeInTheDocument();
  });
});
