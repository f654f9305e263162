import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducedMotion } from '../../utils/use-reduced-motion';
import { carouselLabels } from '../../testing/carousel-labels';
import { Carousel } from './carousel';

const labels = carouselLabels.en;
const slides = ['Bundles', 'M-Pesa', 'Devices'].map((text) => <p key={text}>{text}</p>);

// jsdom has no real media queries: drive the reduced-motion preference directly.
vi.mock('../../utils/use-reduced-motion', () => ({ useReducedMotion: vi.fn(() => false) }));
const mockReducedMotion = (reduce: boolean) => vi.mocked(useReducedMotion).mockReturnValue(reduce);

describe('Carousel', () => {
  it('is a named carousel of labelled slides with navigation controls', () => {
    mockReducedMotion(false);
    render(<Carousel slides={slides} label="Offers" labels={labels} />);
    const carousel = screen.getByRole('region', { name: 'Offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
  });

  it('hides slides that are not shown from keyboard and screen readers', () => {
    mockReducedMotion(false);
    render(<Carousel slides={slides} label="Offers" labels={labels} />);
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toHaveAttribute('inert');
  });

  it('toggles between Pause and Play, announcing slides only while stopped', async () => {
    mockReducedMotion(false);
    render(<Carousel slides={slides} label="Offers" labels={labels} />);
    // eslint-disable-next-line testing-library/no-node-access
    const track = screen.getByRole('group', { name: 'Slide 1 of 3' }).parentElement;
    await userEvent.click(screen.getByRole('button', { name: labels.pause }));
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
    expect(track).toHaveAttribute('aria-live', 'polite');
  });

  it('never autoplays and offers no Pause button under reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel slides={slides} label="Offers" labels={labels} />);
    expect(screen.queryByRole('button', { name: labels.pause })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: labels.play })).not.toBeInTheDocument();
  });

  it('has no autoplay control with a single slide', () => {
    mockReducedMotion(false);
    render(<Carousel slides={[<p key="a">Only</p>]} label="Offers" labels={labels} />);
    expect(screen.queryByRole('button', { name: labels.pause })).not.toBeInTheDocument();
  });
});

describe('Carousel start', () => {
  // The browser never reports idle here: the carousel starts only when a control is used.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('carries out a control used before it has started', async () => {
    mockReducedMotion(true);
    render(<Carousel slides={slides} label="Offers" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3 of 3' }));
    expect(await screen.findByRole('button', { name: 'Go to slide 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Slide 3 of 3' })).not.toHaveAttribute('inert');
  });
});
