import { render, screen } from '@testing-library/react';
import { Icon } from './icon';
import { iconNames } from './icon-map';

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon name="wallet" />);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="wifi" label="Internet" />);
    expect(screen.getByRole('img', { name: 'Internet' })).toBeInTheDocument();
  });

  it('renders nothing for a name outside the vocabulary', () => {
    const { container } = render(<Icon name="rocket" label="Rocket" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('maps exactly the 43 agreed names', () => {
    expect(iconNames).toHaveLength(43);
    expect(iconNames).toContain('help-circle');
    expect(iconNames).toContain('id-card');
  });
});
