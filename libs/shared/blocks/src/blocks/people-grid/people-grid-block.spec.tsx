import { mediaFixture, renderWithSite } from '@site/shared-testing';
import type { PeopleGridBlock as PeopleGridContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PeopleGridBlock from './people-grid-block';

const block: PeopleGridContent = {
  __component: 'blocks.people-grid',
  title: 'Board of directors',
  people: [
    {
      name: 'Amina Juma',
      role: 'Chairperson',
      bio: 'Amina has led boards in banking for 20 years.',
      photo: mediaFixture('Amina Juma'),
    },
    { name: 'Baraka Mushi', role: 'Managing Director' },
  ],
};

describe('PeopleGridBlock', () => {
  it('shows each person with photo, name and role', () => {
    renderWithSite(<PeopleGridBlock block={block} index={1} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Amina Juma' })).toBeInTheDocument();
    expect(screen.getByText('Managing Director')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Amina Juma' })).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the bio folded until the visitor asks for it', async () => {
    renderWithSite(<PeopleGridBlock block={block} index={1} />);
    const toggle = screen.getByRole('button', { name: 'Show biography of Amina Juma' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/led boards in banking/)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide biography of Amina Juma' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/led boards in banking/)).toBeVisible();
  });

  it('offers no toggle for a person without a bio', () => {
    renderWithSite(<PeopleGridBlock block={block} index={1} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('labels the toggle in Swahili', async () => {
    renderWithSite(<PeopleGridBlock block={block} index={1} />, { locale: 'sw' });
    expect(await screen.findByRole('button', { name: 'Onyesha wasifu wa Amina Juma' })).toBeInTheDocument();
  });
});
