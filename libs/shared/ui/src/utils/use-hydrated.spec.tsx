import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { markHydrated } from './use-hydrated';

function Control({ onRender }: { onRender: () => void }) {
  onRender();
  return (
    <button type="button" ref={markHydrated}>
      Clear
    </button>
  );
}

describe('markHydrated', () => {
  it('is absent from the server HTML and present once the page has hydrated, with no mismatch and no second render', async () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- the server's HTML, not a Testing Library render
    const markup = renderToString(<Control onRender={() => undefined} />);
    expect(markup).not.toContain('data-hydrated');

    const container = document.createElement('div');
    container.innerHTML = markup;
    const mismatches: unknown[] = [];
    const onRender = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Control onRender={onRender} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(container.querySelector('button')).toHaveAttribute('data-hydrated', '');
    expect(mismatches).toEqual([]);
    expect(onRender).toHaveBeenCalledTimes(1);
  });
});
