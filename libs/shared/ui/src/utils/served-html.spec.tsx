/* eslint-disable testing-library/no-node-access, testing-library/no-unnecessary-act -- what is tested
   is the server's markup kept node for node, through React's own roots, not what a user queries */
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { forgetServedHtml, ServedHtml, servedPartOf } from './served-html';

function Text({ onRun }: { onRun: () => void }) {
  useEffect(onRun, [onRun]);
  return (
    <p>
      Pay with M-Pesa. <a href="/mpesa">Read more</a>
    </p>
  );
}

afterEach(() => {
  forgetServedHtml();
});

/** The server's HTML of a page with one served part, in the document, before the browser's start. */
function servedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <main>
      <ServedHtml id="blocks.rich-text:7">
        <Text onRun={() => undefined} />
      </ServedHtml>
    </main>,
  );
  document.body.append(container);
  return container;
}

describe('ServedHtml', () => {
  it('keeps the server HTML of a part it is given only the id of: no mismatch, nothing of it rendered', async () => {
    const container = servedPage();
    const served = container.innerHTML;
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(
      async () =>
        void hydrateRoot(
          container,
          <main>
            <ServedHtml id="blocks.rich-text:7" />
          </main>,
          { onRecoverableError: (error) => errors.push(error) },
        ),
    );
    expect(container.innerHTML).toBe(served);
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows the same HTML again when the part is shown anew (a navigation back to the page)', async () => {
    const container = servedPage();
    const part = container.querySelector('[data-served]')?.innerHTML;
    const root = hydrateRoot(
      container,
      <main>
        <ServedHtml id="blocks.rich-text:7" />
      </main>,
    );
    await act(async () => undefined);
    await act(async () => root.render(<main>another page</main>));
    expect(container.querySelector('[data-served]')).toBeNull();
    await act(async () =>
      root.render(
        <main>
          <ServedHtml id="blocks.rich-text:7" />
        </main>,
      ),
    );
    expect(container.querySelector('[data-served="blocks.rich-text:7"]')?.innerHTML).toBe(part);
    expect(container).toHaveTextContent('Pay with M-Pesa. Read more');
  });

  it('renders the content it is given in the browser (a page a navigation opened)', async () => {
    const ran = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () =>
      createRoot(container).render(
        <ServedHtml id="blocks.rich-text:9">
          <Text onRun={ran} />
        </ServedHtml>,
      ),
    );
    expect(ran).toHaveBeenCalledTimes(1);
    expect(servedPartOf(container.querySelector('a'))?.getAttribute('data-served')).toBe(
      'blocks.rich-text:9',
    );
    expect(servedPartOf(container)).toBeNull();
  });
});
