import { act, render, screen } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion';

/** A media query list the test controls: what the OS answers, and its change events. */
function fakeMediaQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn(() => list);
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    change(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function Probe({ seen }: { seen: boolean[] }) {
  const reduced = useReducedMotion();
  seen.push(reduced);
  return <p>{reduced ? 'still' : 'moving'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it('starts as the server rendered (motion allowed), then follows what the OS answers', async () => {
    const media = fakeMediaQuery(true);
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    await screen.findByText('still');
    expect(seen[0]).toBe(false);
    expect(media.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('follows a change of the OS setting and stops listening once unmounted', async () => {
    const media = fakeMediaQuery(false);
    const { unmount } = render(<Probe seen={[]} />);
    await screen.findByText('moving');
    act(() => media.change(true));
    await screen.findByText('still');
    act(() => media.change(false));
    await screen.findByText('moving');
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
