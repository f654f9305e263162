import { hrefOf, renderWithSite } from '@site/shared-testing';
import type { HowToStepsBlock as HowToStepsContent } from '@site/shared-content';
import { screen, within } from '@testing-library/react';
import HowToStepsBlock from './how-to-steps-block';

const block: HowToStepsContent = {
  __component: 'blocks.how-to-steps',
  title: 'How to send money',
  steps: [
    { title: 'Dial the M-Pesa menu', dialCode: '*150*00#' },
    { title: 'Choose Send Money', text: 'Then enter the phone number.' },
    { title: 'Confirm with your PIN', dialCode: 'javascript:alert(1)' },
  ],
};

describe('HowToStepsBlock', () => {
  it('is an ordered list of titled steps', () => {
    renderWithSite(<HowToStepsBlock block={block} index={1} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(
      within(steps[1]!).getByRole('heading', { level: 3, name: 'Choose Send Money' }),
    ).toBeInTheDocument();
  });

  it('offers a dial link for a USSD code and ignores anything else', () => {
    renderWithSite(<HowToStepsBlock block={block} index={1} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(hrefOf('Dial *150*00#')).toBe('tel:*150*00%23');
  });
});
