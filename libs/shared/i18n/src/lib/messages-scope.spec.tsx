import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import type { MessageSource } from './catalogs';
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
  return (
    <p>
      <FormattedMessage id="site.title" /> / <FormattedMessage id="form.submit" /> /{' '}
      <FormattedMessage id="form.only" />
    </p>
  );
}

describe('MessagesScope', () => {
  it('adds the feature catalog to the site catalog, with English fallback', async () => {
    localStorage.setItem('lang', 'sw');
    render(
      <LanguageProvider sources={site}>
        <MessagesScope sources={feature}>
          <Probe />
        </MessagesScope>
      </LanguageProvider>,
    );
    expect(await screen.findByText('Tovuti / Tuma / English only')).toBeInTheDocument();
  });
});
