import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { HydrateWhenVisible, setRenderingOnServer } from '@site/shared-ui';

// A form hydrates when it comes near the screen or is focused (ADR 0018): what a visitor typed into
// its server HTML before then is what the form holds once hydrated, not its default.
const hydrated: { values?: () => Record<string, unknown> } = {};

function SignUp() {
  const form = useForm({ defaultValues: { businessName: '', newsletter: false } });
  useEffect(() => {
    hydrated.values = form.getValues;
  }, [form]);
  return (
    <form>
      <label>
        Business name
        <input {...form.register('businessName')} />
      </label>
      <label>
        <input type="checkbox" {...form.register('newsletter')} />
        Newsletter
      </label>
    </form>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('keeps what was typed into a form before it hydrated', async () => {
  let reach = () => undefined as void;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        reach = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
      observe = () => undefined;
      disconnect = () => undefined;
    },
  );
  const page = (
    <main>
      <HydrateWhenVisible>
        <SignUp />
      </HydrateWhenVisible>
    </main>
  );
  setRenderingOnServer(true);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  setRenderingOnServer(false);
  await act(async () => void hydrateRoot(container, page));
  expect(hydrated.values, 'the form waits for the screen').toBeUndefined();

  fireEvent.change(screen.getByRole('textbox', { name: 'Business name' }), {
    target: { value: 'Duka la Asha' },
  });
  (screen.getByRole('checkbox', { name: 'Newsletter' }) as HTMLInputElement).checked = true;
  await act(async () => reach());
  await act(async () => undefined);

  expect(hydrated.values?.()).toEqual({ businessName: 'Duka la Asha', newsletter: true });
  expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Duka la Asha');
  expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
});
