import { paragraphBody, renderWithSite } from '@site/shared-testing';
import type { FaqListBlock as FaqListContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqListBlock from './faq-list-block';

const question = (name: string) => screen.getByRole('button', { name });
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
    expect(question('How do I reset my M-Pesa PIN?')).toHaveAttribute('aria-expanded', 'false');
    expect(question('How much can I send per day?')).toHaveAttribute('aria-expanded', 'false');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens and scrolls to the question named by /faq/:item', () => {
    renderWithSite(<FaqListBlock block={block} index={1} />, { initialPath: '/faq/send-limit' });
    expect(question('How much can I send per day?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Up to TSh 10,000,000 per day.')).toBeVisible();
    expect(question('How do I reset my M-Pesa PIN?')).toHaveAttribute('aria-expanded', 'false');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('ignores an unknown item', () => {
    renderWithSite(<FaqListBlock block={block} index={1} />, { initialPath: '/faq/no-such-question' });
    expect(question('How much can I send per day?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one question at a time when the visitor clicks', async () => {
    renderWithSite(<FaqListBlock block={block} index={1} />, { initialPath: '/faq/send-limit' });
    await userEvent.click(question('How do I reset my M-Pesa PIN?'));
    expect(question('How do I reset my M-Pesa PIN?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Dial *150*00# and choose My Account.')).toBeVisible();
    expect(question('How much can I send per day?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each question under an h3 below the block title', () => {
    renderWithSite(<FaqListBlock block={block} index={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'M-Pesa questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
