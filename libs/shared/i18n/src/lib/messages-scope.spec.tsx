import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { loadMessages, type MessageSource } from './catalogs';
import { LanguageProvider } from './language-provider';
import { MessagesScope } from './messages-scope';

const site: MessageSource[] = [
  { en: { 'site.title': 'Site' }, load: { sw: async () => ({ 'site.title': 'Tovuti' }) } },
];
const feature: MessageSource[] = [
  {
    en: { 'form.submit': 'Submit', 'form.only': 'English only' },
    load: { sw: async () => ({ 'form.submit': 'Tuma' }) },
  },
];

function Probe() {
  const intl = useIntl();
  return (
    <p>{['site.title', 'form.submit', 'form.only'].map((id) => intl.formatMessage({ id })).join(' / ')}</p>
  );
}

describe('MessagesScope', () => {
  it('adds the feature catalog to the site catalog, with English fallback', async () => {
    await loadMessages(site, 'sw');
    // The feature's catalog loads while its scope waits; an awaited act lets React retry it.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- a suspended render is retried only inside an awaited act
    await act(async () => {
      render(
        <LanguageProvider locale="sw" sources={site}>
          <Suspense fallback={null}>
            <MessagesScope sources={feature}>
              <Probe />
            </MessagesScope>
          </Suspense>
        </LanguageProvider>,
      );
    });
    expect(screen.getByText('Tovuti / Tuma / English only')).toBeInTheDocument();
  });
});
