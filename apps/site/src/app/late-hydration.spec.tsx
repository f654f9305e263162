import {
  backgroundColorShown,
  ContentProvider,
  selectBackgroundColor,
  useAppSelector,
} from '@site/shared-content';
import { testCmsApiUrl } from '@site/shared-testing';
import { hydrateAllParts, HydrateWhenVisible, setRenderingOnServer } from '@site/shared-ui';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createAppStore } from './store';

// A part below the fold hydrates when it comes near the viewport (HydrateWhenVisible), after the
// store may have changed (the footer's sidebar read ending on a page the server rendered without
// it). It must hydrate from the state the server rendered with, then update: never a mismatch.

function Colour() {
  return <p>{useAppSelector(selectBackgroundColor)}</p>;
}

const page = (store: ReturnType<typeof createAppStore>, serverState?: ReturnType<typeof store.getState>) => (
  <ContentProvider store={store} serverState={serverState}>
    <HydrateWhenVisible>
      <Colour />
    </HydrateWhenVisible>
  </ContentProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  setRenderingOnServer(false);
});

it('hydrates a late part from the state the server rendered with, then shows the store as it is now', async () => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe = () => undefined;
      disconnect = () => undefined;
    },
  );
  const container = document.createElement('div');
  setRenderingOnServer(true);
  container.innerHTML = renderToString(page(createAppStore({ cms: { apiUrl: testCmsApiUrl() } })));
  setRenderingOnServer(false);
  document.body.append(container);

  const store = createAppStore({ cms: { apiUrl: testCmsApiUrl() } });
  const serverState = store.getState();
  const mismatches: unknown[] = [];
  await act(
    async () =>
      void hydrateRoot(container, page(store, serverState), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
  );
  await act(async () => void store.dispatch(backgroundColorShown('#eeeeee')));
  await act(async () => hydrateAllParts());

  expect(mismatches).toEqual([]);
  expect(container).toHaveTextContent('#eeeeee');
});
