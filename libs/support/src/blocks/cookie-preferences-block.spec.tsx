import type { CookiePreferencesBlock as CookiePreferencesContent } from '@site/shared-content';
import { deviceStorage, storedItems } from '@site/shared-i18n';
import { IntlProvider } from 'react-intl';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import en from './cookie-preferences/messages/en.json';
import sw from './cookie-preferences/messages/sw.json';
import CookiePreferencesBlock, { CookiePreferences } from './cookie-preferences-block';
import { supportBlocks } from './registry';

const block: CookiePreferencesContent = {
  __component: 'blocks.cookie-preferences',
  title: 'Stored on this device',
  intro: 'Each item, why we keep it and how long it stays.',
};

const renderBlock = (locale: 'en' | 'sw' = 'en', index = 1) =>
  render(
    <IntlProvider
      locale={locale}
      messages={locale === 'en' ? en : { ...en, ...sw }}
      onError={() => undefined}
    >
      <CookiePreferences block={block} index={index} />
    </IntlProvider>,
  );

describe('CookiePreferencesBlock', () => {
  it('lists every entry of the storage registry with its purpose, lifetime and key', () => {
    renderBlock();
    const region = screen.getByRole('region', { name: 'Stored on this device' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(storedItems.length);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Your language' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('lang')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Until you choose another language/)).toBeInTheDocument();
    expect(screen.getByText('site.form-draft.…')).toBeInTheDocument();
  });

  it('has every text of every entry in English and in Swahili', () => {
    const swahili = sw as Record<string, string>;
    const english = en as Record<string, string>;
    const ids = storedItems.flatMap((item) =>
      ['name', 'purpose', 'lifetime'].map((field) => `support.storage.${item.id}.${field}`),
    );
    expect(ids.filter((id) => !english[id])).toEqual([]);
    expect(ids.filter((id) => !swahili[id] || swahili[id] === english[id])).toEqual([]);
    for (const area of new Set(storedItems.map((item) => item.area)))
      expect(swahili[`support.cookies.area.${area}`]).toBeTruthy();
  });

  it('clears every listed key (and nothing else) and says so in a status', async () => {
    localStorage.setItem('lang', 'sw');
    localStorage.setItem('someone-else', 'keep');
    sessionStorage.setItem(deviceStorage.navigationMarker.key, '1');
    sessionStorage.setItem(`${deviceStorage.formDrafts.key}shareholder`, '{"fullName":"Asha"}');
    renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Clear stored data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: 3 items were removed from this device.',
    );
    expect(localStorage.getItem('lang')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('someone-else')).toBe('keep');
  });

  it('keeps optional storage off by default and stores the choice only when turned on', async () => {
    renderBlock('sw');
    const choice = screen.getByRole('checkbox', { name: /Ruhusu hifadhi isiyo ya lazima/ });
    expect(choice).not.toBeChecked();
    expect(localStorage.getItem(deviceStorage.consent.key)).toBeNull();
    await userEvent.click(choice);
    expect(localStorage.getItem(deviceStorage.consent.key)).toBe('optional');
    expect(screen.getByRole('status')).toHaveTextContent('hifadhi isiyo ya lazima imeruhusiwa');
    await userEvent.click(choice);
    expect(localStorage.getItem(deviceStorage.consent.key)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('imezimwa');
  });

  it('shows a stored choice once hydrated', async () => {
    localStorage.setItem(deviceStorage.consent.key, 'optional');
    renderBlock();
    expect(await screen.findByRole('checkbox', { name: /Allow optional storage/ })).toBeChecked();
  });

  it('shows its controls as unavailable in the server HTML, where they could do nothing', () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server HTML, not a Testing Library render
    const html = renderToString(
      <IntlProvider locale="en" messages={en} onError={() => undefined}>
        <CookiePreferences block={block} index={1} />
      </IntlProvider>,
    );
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Clear stored data/);
    expect(html).not.toContain('data-hydrated');
  });

  it('marks its controls and makes them available once the app runs them', () => {
    renderBlock();
    const clear = screen.getByRole('button', { name: 'Clear stored data' });
    // eslint-disable-next-line testing-library/no-node-access -- the mark is on the controls' wrapper, which has no role
    const controls = clear.closest('[data-hydrated]');
    expect(controls).not.toBeNull();
    expect(controls).toContainElement(screen.getByRole('checkbox'));
    expect(clear).toBeEnabled();
    expect(screen.getByRole('checkbox')).toBeEnabled();
  });

  it('adds no heading as the first block', () => {
    renderBlock('en', 0);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByText('Stored on this device')).toBeInTheDocument();
  });

  it('is registered for the support pages as a lazily loaded renderer', async () => {
    const module = await supportBlocks['blocks.cookie-preferences']?.load();
    expect(module?.default).toBe(CookiePreferencesBlock);
  });
});
