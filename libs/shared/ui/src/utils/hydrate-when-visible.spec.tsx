import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, lazy, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateAllParts, HydrateWhenVisible, setRenderingOnServer } from './hydrate-when-visible';

/** An IntersectionObserver the test drives: `reach()` tells every observer its element is in view. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe = () => undefined;
      disconnect = () => undefined;
    },
  );
  return {
    // An async act: the part's code is awaited inside it, as the browser would once the part is seen.
    reach: () =>
      act(async () =>
        callbacks.forEach((callback) =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        ),
      ),
  };
}

function Part({ onRun }: { onRun: () => void }) {
  useEffect(onRun, [onRun]);
  return <p>Below the fold</p>;
}

/** The server's HTML of a page, in a container, and the browser about to hydrate it. */
function serverPage(page: React.ReactElement) {
  setRenderingOnServer(true);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  setRenderingOnServer(false);
  return container;
}

/** A page with one part waiting to be seen (and what follows it): its server HTML, hydrated by the browser. */
async function hydratedPart(part: React.ReactNode, after?: React.ReactNode) {
  const page = (
    <main>
      <HydrateWhenVisible>{part}</HydrateWhenVisible>
      {after}
    </main>
  );
  const container = serverPage(page);
  await act(async () => void hydrateRoot(container, page));
  return container;
}

/** A page with one part waiting to be seen, server-rendered and hydrated; `ran` counts the part's effects. */
async function hydratedPage() {
  const ran = vi.fn();
  return { container: await hydratedPart(<Part onRun={ran} />), ran };
}

const openButton = (pressed: () => void) => (
  <button type="button" onClick={() => pressed()}>
    Open
  </button>
);

afterEach(() => {
  vi.unstubAllGlobals();
  setRenderingOnServer(false);
});

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML of a part while the page hydrates, and hydrates it when it comes into view', async () => {
    const viewport = stubObserver();
    const { container, ran } = await hydratedPage();
    expect(container).toHaveTextContent('Below the fold');
    expect(ran).not.toHaveBeenCalled();
    await viewport.reach();
    await act(async () => undefined);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('Below the fold');
  });

  it('keeps the server HTML through a re-render of its parent with the same children', async () => {
    const viewport = stubObserver();
    const ran = vi.fn();
    const part = <Part onRun={ran} />;
    let bump = () => undefined as void;
    function Parent() {
      const [count, setCount] = useState(0);
      useEffect(() => {
        bump = () => setCount((current) => current + 1);
      });
      return (
        <main data-count={count}>
          <HydrateWhenVisible>{part}</HydrateWhenVisible>
        </main>
      );
    }
    const container = serverPage(<Parent />);
    await act(async () => void hydrateRoot(container, <Parent />));
    await act(async () => bump());
    expect(screen.getByRole('main')).toHaveAttribute('data-count', '1');
    expect(container).toHaveTextContent('Below the fold');
    expect(ran).not.toHaveBeenCalled();
    await viewport.reach();
    await act(async () => undefined);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a part not hydrated yet, hydrates it, and clicks again once its handlers are there', async () => {
    stubObserver();
    const pressed = vi.fn();
    await hydratedPart(openButton(pressed));
    let followed = true;
    await act(async () => void (followed = fireEvent.click(screen.getByRole('button', { name: 'Open' }))));
    expect(followed).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(1);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('holds a click that comes as soon as the page has hydrated, before its effects have run', async () => {
    stubObserver();
    const pressed = vi.fn();
    let followed: boolean | undefined;
    // Attached in the hydration's commit, after the part's wrapper: where the header's mark is set,
    // which is what a visitor (or a test) takes as the page being ready.
    // Dispatched as is: fireEvent's own act() would nest inside the hydration's.
    const clickOnceReady = (element: HTMLElement | null) => {
      if (element && followed === undefined)
        followed = screen
          .getByRole('button', { name: 'Open' })
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    };
    await hydratedPart(openButton(pressed), <span ref={clickOnceReady} />);
    expect(followed).toBe(false);
    await act(async () => undefined);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('makes a held click on the part as rendered afresh, when an update above it came before its code', async () => {
    stubObserver();
    const pressed = vi.fn();
    const Opener = () => openButton(pressed);
    // The footer's way: the part's code is a chunk of its own, here one the test delivers.
    let deliver: (module: { default: typeof Opener }) => void = () => undefined;
    const Late = lazy(() => new Promise<{ default: typeof Opener }>((resolve) => (deliver = resolve)));
    const Shared = createContext(0);
    let change = () => undefined as void;
    function Shell({ children }: { children: React.ReactNode }) {
      const [value, setValue] = useState(0);
      useEffect(() => {
        change = () => setValue((current) => current + 1);
      });
      return <Shared.Provider value={value}>{children}</Shared.Provider>;
    }
    const page = (part: React.ReactNode) => (
      <Shell>
        <HydrateWhenVisible>{part}</HydrateWhenVisible>
      </Shell>
    );
    const container = serverPage(page(<Opener />));
    await act(async () => void hydrateRoot(container, page(<Late />)));
    const served = screen.getByRole('button', { name: 'Open' });
    await act(async () => void fireEvent.click(served));
    // Not a transition: React cannot wait for the part, so it renders the part afresh once it can.
    await act(async () => change());
    await act(async () => deliver({ default: Opener }));
    expect(served.isConnected).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('holds a choice made in a part not hydrated yet, and makes it again once the part has hydrated', async () => {
    stubObserver();
    const chosen = vi.fn();
    await hydratedPart(
      <label>
        <input type="radio" name="plan" value="monthly" onChange={(event) => chosen(event.target.value)} />
        Monthly
      </label>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'Monthly' })));
    expect(chosen).toHaveBeenCalledExactlyOnceWith('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('hydrates a part when focus moves into it (a field tapped or tabbed to)', async () => {
    stubObserver();
    const ran = vi.fn();
    await hydratedPart(
      <>
        <Part onRun={ran} />
        <input aria-label="Business name" />
      </>,
    );
    expect(ran).not.toHaveBeenCalled();
    await act(async () => void fireEvent.focusIn(screen.getByRole('textbox', { name: 'Business name' })));
    await act(async () => undefined);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('hydrates every waiting part at once when told to (a navigation begins)', async () => {
    stubObserver();
    const { ran } = await hydratedPage();
    expect(ran).not.toHaveBeenCalled();
    hydrateAllParts();
    await act(async () => undefined);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('renders a part mounted after the first hydration at once (a page opened by a navigation)', () => {
    stubObserver();
    const ran = vi.fn();
    render(
      <HydrateWhenVisible>
        <Part onRun={ran} />
      </HydrateWhenVisible>,
    );
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once where the browser cannot tell what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { ran } = await hydratedPage();
    await act(async () => undefined);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
