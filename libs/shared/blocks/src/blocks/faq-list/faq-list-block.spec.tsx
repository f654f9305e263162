import { paragraphBody, renderWithSite } from '@site/shared-testing';
import type { FaqListBlock as FaqListContent } from '@site/shared-content';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqListBlock from './faq-list-block';

// A question is a native disclosure's <summary>, which has no role in Testing Library: found by its
// text, its state read from the <details> as the browser shows it.
const question = (name: string) => screen.getByText(name, { selector: 'summary *' });
const isOpen = (name: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- a <details> has no role or name to query it by
  (question(name).closest('details') as HTMLDetailsElement).open;
const block: FaqListContent = {
  __component: 'blocks.faq-list',
  title: 'M-Pesa questions',
  items: [
    {
      slug: 'reset-pin',
      question: 'How do I reset my M-Pesa PIN?',
      answer: paragraphBody('Dial *150*00# and choose My Account.'),
    },
    {
      slug: 'send-limit',
      question: 'How much can I send per day?',
      answer: paragraphBody('Up to TSh 10,000,000 per day.'),
    },
  ],
};

describe('FaqListBlock', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('starts with every question closed on /faq', () => {
    renderWithSite(<FaqListBlock block={block} index={1} />, { initialPath: '/faq' });
    expect(isOpen('How do I reset my M-Pesa PIN?')).toBe(false);
    expect(isOpen('How much can I send per day?')).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens and scrolls to the question named by /faq/:item', () => {
    renderWithSite(<FaqListBlock block={block} index={1} />, { initialPath: '/faq/send-limit' });
    expect(isOpen('How much can I send per day?')).toBe(true);
    expect(screen.getByText('Up to TSh 10,000,000 per day.')).toBeVisible();
    expect(isOpen('How do I reset my M-Pesa PIN?')).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // Scrolled to the anchor in the question's title.
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'send-limit');
  });

  it('ignores an unknown item', () => {
    renderWithSite(<FaqListBlock block={block} index={1} />, { initialPath: '/faq/no-such-question' });
    expect(isOpen('How much can I send per day?')).toBe(false);
  });

  it('opens one question at a time when the visitor clicks', async () => {
    renderWithSite(<FaqListBlock block={block} index={1} />, { initialPath: '/faq/send-limit' });
    await userEvent.click(question('How do I reset my M-Pesa PIN?'));
    expect(isOpen('How do I reset my M-Pesa PIN?')).toBe(true);
    expect(screen.getByText('Dial *150*00# and choose My Account.')).toBeVisible();
    // The browser would close it through the shared `name`; jsdom does not, the component's state does.
    await waitFor(() => expect(isOpen('How much can I send per day?')).toBe(false));
    expect(screen.getByText('Up to TSh 10,000,000 per day.')).not.toBeVisible();
  });

  it('puts each question under an h3 below the block title', () => {
    renderWithSite(<FaqListBlock block={block} index={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'M-Pesa questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
