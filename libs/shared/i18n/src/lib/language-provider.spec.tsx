import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import type { MessageSource } from './catalogs';
import { useLanguage } from './language-context';
import { LanguageProvider } from './language-provider';

const sources: MessageSource[] = [
  {
    en: { 'demo.hello': 'Hello', 'demo.only': 'English only' },
    load: { sw: async () => ({ 'demo.hello': 'Habari' }) },
  },
];

function Probe() {
  const { locale, setLocale } = useLanguage();
  return (
    <>
      <p>
        <FormattedMessage id="demo.hello" /> <FormattedMessage id="demo.only" />
      </p>
      <button onClick={() => setLocale(locale === 'en' ? 'sw' : 'en')}>switch</button>
    </>
  );
}

describe('LanguageProvider', () => {
  it('starts from the saved language and sets <html lang>', async () => {
    localStorage.setItem('lang', 'sw');
    render(
      <LanguageProvider sources={sources}>
        <Probe />
      </LanguageProvider>,
    );
    expect(await screen.findByText(/Habari/)).toBeInTheDocument();
    expect(screen.getByText(/English only/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
  });

  it('persists a switch and translates the chrome', async () => {
    render(
      <LanguageProvider sources={sources}>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText(/Hello/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText(/Habari/)).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });
});
