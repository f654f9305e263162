import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'pin', title: 'How do I reset my PIN?', content: 'Dial *150*00#.' },
  { id: 'fees', title: 'What are the fees?', content: 'See the tariff table.' },
];

describe('Accordion', () => {
  it('opens an item on click and closes the other in single mode', async () => {
    render(<Accordion items={items} />);
    const pin = screen.getByRole('button', { name: 'How do I reset my PIN?' });
    const fees = screen.getByRole('button', { name: 'What are the fees?' });
    expect(pin).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pin);
    expect(pin).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Dial *150*00#.')).toBeVisible();
    await userEvent.click(fees);
    expect(pin).toHaveAttribute('aria-expanded', 'false');
    expect(fees).toHaveAttribute('aria-expanded', 'true');
  });

  it('wraps triggers in headings of the given level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('can be controlled, e.g. opened by a route', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<string[]>(['fees']);
      return (
        <Accordion
          items={items}
          type="multiple"
          value={value}
          onValueChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'What are the fees?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'How do I reset my PIN?' }));
    expect(onChange).toHaveBeenLastCalledWith(['fees', 'pin']);
  });
});
