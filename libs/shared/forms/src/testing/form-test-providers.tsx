import { configureStore } from '@reduxjs/toolkit';
import { contentApi, pageSlice } from '@site/shared-content';
import { LanguageProvider, type Locale, type MessageSource, sharedMessages } from '@site/shared-i18n';
import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { formsMessages } from '../messages';

export function makeFormStore() {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer, [pageSlice.reducerPath]: pageSlice.reducer },
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
}

export type FormTestProvidersProps = {
  /** The domain's own catalog (shared and forms texts are always included). */
  messages?: MessageSource;
  locale?: Locale;
  children: ReactNode;
};

/**
 * What a form sees on the site: a store with the content API, the language (with the domain's
 * texts, which `renderWithSite` of shared-blocks does not carry) and a router.
 */
export function FormTestProviders({ messages, locale = 'en', children }: FormTestProvidersProps) {
  const [store] = useState(makeFormStore);
  const [sources] = useState(() => [sharedMessages, formsMessages, ...(messages ? [messages] : [])]);
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }]));
  return (
    <Provider store={store}>
      <LanguageProvider sources={sources} initialLocale={locale}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </Provider>
  );
}

export type RenderFormOptions = Omit<RenderOptions, 'wrapper'> & {
  messages?: MessageSource;
  locale?: Locale;
};

/** Renders a form in the site's providers; `unmount()` then a new render simulates a reload. */
export function renderForm(ui: ReactElement, { messages, locale, ...options }: RenderFormOptions = {}) {
  return render(
    <FormTestProviders messages={messages} locale={locale}>
      {ui}
    </FormTestProviders>,
    options,
  );
}
