import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'pin', title: 'How do I reset my PIN?', content: 'Dial *150*00#.' },
  { id: 'fees', title: 'What are the fees?', content: 'See the tariff table.' },
];

// Testing Library gives a <summary> no role (aria-query maps none): found by its text. The state is
// the native disclosure's own, read from the element as the browser shows it.
const summary = (title: string) => screen.getByText(title, { selector: 'summary *' });
const item = (title: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- a <details> has no role or name to query it by
  summary(title).closest('details') as HTMLDetailsElement;

describe('Accordion', () => {
  it('is native disclosures whose HTML holds every answer, a closed one too', () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server HTML, not a Testing Library render
    const html = renderToString(<Accordion items={items} defaultValue={['fees']} />);
    expect(html.match(/<details [^>]*name="[^"]+"/g)).toHaveLength(2);
    expect(html.match(/<details [^>]*open=""/g)).toHaveLength(1);
    expect(html).toContain('<summary');
    expect(html).toContain('Dial *150*00#.');
    expect(html).toContain('See the tariff table.');
  });

  it('opens an item on click and closes the other in single mode', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    expect(item('How do I reset my PIN?').open).toBe(false);
    await user.click(summary('How do I reset my PIN?'));
    expect(item('How do I reset my PIN?').open).toBe(true);
    expect(screen.getByText('Dial *150*00#.')).toBeInTheDocument();
    // jsdom toggles a <details> on a click on its summary, but knows nothing of the shared `name`:
    // closing the other item here is the component's own doing.
    await user.click(summary('What are the fees?'));
    expect(item('What are the fees?').open).toBe(true);
    await waitFor(() => expect(item('How do I reset my PIN?').open).toBe(false));
    // The summary closes its own item again.
    await user.click(summary('What are the fees?'));
    await waitFor(() => expect(item('What are the fees?').open).toBe(false));
    expect(item('How do I reset my PIN?').open).toBe(false);
  });

  // What a browser does on opening an item of a named group: it opens that one and closes the open
  // one, then fires each one's `toggle` event, in either order.
  it.each([
    ['the opened item first', ['pin', 'fees']],
    ['the closed item first', ['fees', 'pin']],
  ])('ends with the opened item alone whatever comes first (%s)', async (_, order) => {
    const onChange = vi.fn();
    render(<Accordion items={items} defaultValue={['fees']} onValueChange={onChange} />);
    const toggled = vi.fn();
    item('What are the fees?').addEventListener('toggle', toggled);
    item('How do I reset my PIN?').addEventListener('toggle', toggled);
    for (const id of order) {
      if (id === 'pin') item('How do I reset my PIN?').open = true;
      else item('What are the fees?').open = false;
    }
    await waitFor(() => expect(toggled).toHaveBeenCalledTimes(2));
    expect(item('How do I reset my PIN?').open).toBe(true);
    expect(item('What are the fees?').open).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(['pin']);
  });

  it('keeps several items open in multiple mode', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} type="multiple" />);
    await user.click(summary('How do I reset my PIN?'));
    await user.click(summary('What are the fees?'));
    await waitFor(() => expect(item('What are the fees?').open).toBe(true));
    expect(item('How do I reset my PIN?').open).toBe(true);
    expect(item('How do I reset my PIN?')).not.toHaveAttribute('name');
  });

  it('puts the titles in headings of the given level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'How do I reset my PIN?',
      'What are the fees?',
    ]);
  });

  it('can be controlled, e.g. opened by a route', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled({ type }: { type: 'single' | 'multiple' }) {
      const [value, setValue] = useState<string[]>(['fees']);
      return (
        <Accordion
          items={items}
          type={type}
          value={value}
          onValueChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    const { unmount } = render(<Controlled type="multiple" />);
    expect(item('What are the fees?').open).toBe(true);
    await user.click(summary('How do I reset my PIN?'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith(['fees', 'pin']);
    await user.click(summary('What are the fees?'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange).toHaveBeenLastCalledWith(['pin']);
    expect(item('What are the fees?').open).toBe(false);
    unmount();

    onChange.mockClear();
    render(<Controlled type="single" />);
    const feesToggled = vi.fn();
    item('What are the fees?').addEventListener('toggle', feesToggled);
    await user.click(summary('How do I reset my PIN?'));
    await waitFor(() => expect(feesToggled).toHaveBeenCalled());
    expect(item('What are the fees?').open).toBe(false);
    expect(item('How do I reset my PIN?').open).toBe(true);
    // The closing of the other item (its own `toggle` event) changes nothing more: one call.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['pin']);
  });
});
