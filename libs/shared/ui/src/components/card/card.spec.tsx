import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('uses the requested heading level', () => {
    render(<Card title="Songesha" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Songesha' })).toBeInTheDocument();
  });

  it('makes the whole card clickable through exactly one link named by the title', () => {
    render(
      <Card title="Daily bundles" href="/bundles/daily" eyebrow="Data">
        From TSh 500 a day.
      </Card>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Daily bundles');
    expect(links[0]).toHaveAttribute('href', '/bundles/daily');
  });

  it('shows eyebrow, badge, text and action', () => {
    render(
      <Card
        title="Lipa kwa simu"
        eyebrow="M-Pesa"
        badge={<span>Mpya</span>}
        action={<button type="button">Anza</button>}
      >
        Lipa bili zako popote.
      </Card>,
    );
    expect(screen.getByText('M-Pesa')).toBeInTheDocument();
    expect(screen.getByText('Mpya')).toBeInTheDocument();
    expect(screen.getByText('Lipa bili zako popote.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anza' })).toBeInTheDocument();
  });

  it('reserves the media box with the chosen aspect ratio', () => {
    render(
      <Card title="x" media={<img src="a.png" alt="Phone" width={640} height={480} />} mediaRatio="4/3" />,
    );
    // eslint-disable-next-line testing-library/no-node-access
    const box = screen.getByRole('img', { name: 'Phone' }).parentElement;
    expect(box?.style.getPropertyValue('--card-ratio')).toBe('4 / 3');
  });
});
