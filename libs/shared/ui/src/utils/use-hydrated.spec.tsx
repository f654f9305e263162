import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydratedMark } from './use-hydrated';

function Control() {
  return (
    <button type="button" {...useHydratedMark()}>
      Clear
    </button>
  );
}

describe('useHydratedMark', () => {
  it('is absent from the server HTML and present once the page has hydrated, with no mismatch', async () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- the server's HTML, not a Testing Library render
    const markup = renderToString(<Control />);
    expect(markup).not.toContain('data-hydrated');

    const container = document.createElement('div');
    container.innerHTML = markup;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Control />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(container.querySelector('button')).toHaveAttribute('data-hydrated', '');
    expect(mismatches).toEqual([]);
  });
});
