import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { MessageSource } from './catalogs';
import { loadMessages } from './catalogs';
import { useLanguage } from './language-context';
import { LanguageProvider } from './language-provider';

const sources: MessageSource[] = [
  {
    en: { 'demo.hello': 'Hello', 'demo.only': 'English only' },
    load: { sw: async () => ({ 'demo.hello': 'Habari' }) },
  },
];

function Probe() {
  const { locale } = useLanguage();
  const intl = useIntl();
  return (
    <p>
      {locale}: {intl.formatMessage({ id: 'demo.hello' })} {intl.formatMessage({ id: 'demo.only' })}
    </p>
  );
}

describe('LanguageProvider', () => {
  it('renders the page language at once when its catalogs are loaded, English filling the gaps', async () => {
    await loadMessages(sources, 'sw');
    render(
      <LanguageProvider locale="sw" sources={sources}>
        <Probe />
      </LanguageProvider>,
    );
    // Synchronous: the server and the browser's first render show the same Swahili text.
    expect(screen.getByText('sw: Habari English only')).toBeInTheDocument();
  });

  it('waits for catalogs not loaded yet instead of showing English first', async () => {
    const later: MessageSource[] = [
      { en: { 'demo.hello': 'Hello' }, load: { sw: async () => ({ 'demo.hello': 'Karibu' }) } },
    ];
    const rendered: string[] = [];
    function Probe() {
      const text = useIntl().formatMessage({ id: 'demo.hello' });
      rendered.push(text);
      return text;
    }
    // An awaited act lets React retry the suspended tree once the catalogs arrive.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- a suspended render is retried only inside an awaited act
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <LanguageProvider locale="sw" sources={later}>
            <Probe />
          </LanguageProvider>
        </Suspense>,
      );
    });
    expect(screen.getByText('Karibu')).toBeInTheDocument();
    expect(rendered).not.toContain('Hello');
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('reports an id that no catalog has, which would show as the id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing() {
      return useIntl().formatMessage({ id: 'demo.absent' });
    }
    await loadMessages(sources, 'sw');
    render(
      <LanguageProvider locale="sw" sources={sources}>
        <Missing />
      </LanguageProvider>,
    );
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('demo.absent'));
    errors.mockRestore();
  });
});
