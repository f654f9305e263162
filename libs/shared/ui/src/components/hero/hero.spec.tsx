import { render, screen } from '@testing-library/react';
import { Hero } from './hero';

describe('Hero', () => {
  it('carries the page h1 by default with its text and actions', () => {
    render(
      <Hero
        eyebrow="M-Pesa"
        title="Send money in seconds"
        text="Pay, send and save from any phone."
        actions={<a href="/mpesa">Get started</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Send money in seconds' })).toBeInTheDocument();
    expect(screen.getByText('Pay, send and save from any phone.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
  });

  it('accepts another heading level and reserves the image box', () => {
    render(
      <Hero
        title="Biashara"
        titleLevel={2}
        theme="grey"
        image={<img src="b.png" alt="Shop owner" />}
        imageWidth={1200}
        imageHeight={800}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Biashara' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access
    const box = screen.getByRole('img', { name: 'Shop owner' }).parentElement;
    expect(box?.style.getPropertyValue('--hero-ratio')).toBe('1200 / 800');
  });
});
