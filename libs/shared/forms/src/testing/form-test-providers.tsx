import { sharedMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import { SiteTestProviders } from '@site/shared-testing';
import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import type { FormEcho } from '@site/shared-server-contract';
import { FormEchoContext } from '../lib/form-echo';
import { formsMessages } from '../messages';

export type FormTestProvidersProps = {
  /** The domain's own catalog (shared and forms texts are always included). */
  messages?: MessageSource;
  locale?: Locale;
  children: ReactNode;
};

/** What a form sees on the site: the site's test providers, with the forms' and the domain's texts. */
export function FormTestProviders({ messages, locale = 'en', children }: FormTestProvidersProps) {
  const [sources] = useState(() => [sharedMessages, formsMessages, ...(messages ? [messages] : [])]);
  return (
    <SiteTestProviders locale={locale} sources={sources}>
      {children}
    </SiteTestProviders>
  );
}

export type RenderFormOptions = Omit<RenderOptions, 'wrapper'> & {
  messages?: MessageSource;
  locale?: Locale;
  /** The server's answer to a visitor without JavaScript, rendered into the form (ADR 0031). */
  echo?: FormEcho | null;
};

/** Renders a form in the site's providers; `unmount()` then a new render simulates a reload. */
export function renderForm(
  ui: ReactElement,
  { messages, locale, echo = null, ...options }: RenderFormOptions = {},
) {
  return render(
    <FormTestProviders messages={messages} locale={locale}>
      <FormEchoContext.Provider value={echo}>{ui}</FormEchoContext.Provider>
    </FormTestProviders>,
    options,
  );
}
