import { mediaFixture, renderWithSite, stubMatchMedia } from '@site/shared-testing';
import type { CarouselBlock as CarouselContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CarouselBlock from './carousel-block';

const block: CarouselContent = {
  __component: 'blocks.carousel',
  title: 'Highlights',
  slides: [
    {
      title: 'Internet bundles',
      text: 'From TSh 500.',
      image: mediaFixture('A phone online'),
      action: { label: 'Buy a bundle', href: '/internet-overview' },
    },
    { title: 'M-Pesa', text: 'Send and pay.', image: mediaFixture('M-Pesa app'), theme: 'white' },
    { title: 'Devices', theme: 'grey' },
  ],
};

describe('CarouselBlock', () => {
  beforeEach(() => stubMatchMedia(false));

  it('is a carousel named by its title with slide labels in the active language', async () => {
    renderWithSite(<CarouselBlock block={block} index={0} />, { locale: 'sw' });
    expect(await screen.findByRole('button', { name: 'Sitisha slaidi' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: 'Slaidi ya 1 kati ya 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nenda slaidi ya 2 kati ya 3' })).toBeInTheDocument();
  });

  it('leaves the page h1 to the page title and gives slides item headings', () => {
    renderWithSite(<CarouselBlock block={block} index={0} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Internet bundles' })).toBeInTheDocument();
  });

  it('loads only the first slide image eagerly on the first block', () => {
    renderWithSite(<CarouselBlock block={block} index={0} />);
    expect(screen.getByRole('img', { name: 'A phone online' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'M-Pesa app', hidden: true })).toHaveAttribute('loading', 'lazy');
  });

  it('can be paused, which makes slide changes announced', async () => {
    renderWithSite(<CarouselBlock block={block} index={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('falls back to a generic name without a title', () => {
    renderWithSite(<CarouselBlock block={{ ...block, title: null }} index={1} />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Internet bundles' })).toBeInTheDocument();
  });
});

describe('CarouselBlock with reduced motion', () => {
  beforeEach(() => stubMatchMedia(true));

  it('never rotates, so it offers no pause control', () => {
    renderWithSite(<CarouselBlock block={block} index={1} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });
});
