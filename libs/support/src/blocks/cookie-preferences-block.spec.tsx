import type { CookiePreferencesBlock as CookiePreferencesContent } from '@site/shared-content';
import { deviceStorage, storedItems } from '@site/shared-i18n';
import { IntlProvider } from 'react-intl';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import en from './cookie-preferences/messages/en.json';
import sw from './cookie-preferences/messages/sw.json';
import CookiePreferencesBlock, { CookiePreferences } from './cookie-preferences-block';
import { supportBlocks } from './registry';

const block: CookiePreferencesContent = {
  __component: 'blocks.cookie-preferences',
  title: 'Stored on this device',
  intro: 'Each item, why we keep it and how long it stays.',
};

const consentCookie = `${deviceStorage.consent.key}=optional`;

// Swahili pages live under the router's basename, as on the site (apps/site/src/entry-server.tsx).
const blockAt = (locale: 'en' | 'sw', index: number, address: string) => (
  <MemoryRouter initialEntries={[address]} basename={address.startsWith('/sw/') ? '/sw' : undefined}>
    <IntlProvider
      locale={locale}
      messages={locale === 'en' ? en : { ...en, ...sw }}
      onError={() => undefined}
    >
      <CookiePreferences block={block} index={index} />
    </IntlProvider>
  </MemoryRouter>
);

const renderBlock = (locale: 'en' | 'sw' = 'en', index = 1, address = '/cookie-preferences') =>
  render(blockAt(locale, index, address));

/** The block's HTML as the server sends it, at an address. */
const serverHtml = (address: string, locale: 'en' | 'sw' = 'en') =>
  renderToString(blockAt(locale, 1, address));

afterEach(() => {
  document.cookie = `${deviceStorage.consent.key}=; Path=/; Max-Age=0`;
});

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
    document.cookie = `${consentCookie}; Path=/`;
    localStorage.setItem('lang', 'sw');
    localStorage.setItem('someone-else', 'keep');
    sessionStorage.setItem(deviceStorage.navigationMarker.key, '1');
    sessionStorage.setItem(`${deviceStorage.formDrafts.key}shareholder`, '{"fullName":"Asha"}');
    renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Clear stored data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: 4 items were removed from this device.',
    );
    expect(document.cookie).toBe('');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('someone-else')).toBe('keep');
  });

  it('keeps optional storage off by default and writes its cookie only when turned on', async () => {
    renderBlock('sw');
    const choice = screen.getByRole('checkbox', { name: /Ruhusu hifadhi isiyo ya lazima/ });
    expect(choice).not.toBeChecked();
    expect(document.cookie).toBe('');
    await userEvent.click(choice);
    expect(document.cookie).toBe(consentCookie);
    expect(screen.getByRole('status')).toHaveTextContent('hifadhi isiyo ya lazima imeruhusiwa');
    await userEvent.click(choice);
    expect(document.cookie).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('imezimwa');
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi chaguo langu' }));
    expect(document.cookie).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('imezimwa');
  });

  it('shows a stored choice once hydrated', async () => {
    document.cookie = `${consentCookie}; Path=/`;
    renderBlock();
    expect(await screen.findByRole('checkbox', { name: /Allow optional storage/ })).toBeChecked();
  });

  it("is a plain form the site's server answers, with nothing disabled, in the server HTML", () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server HTML, not a Testing Library render
    const html = serverHtml('/sw/cookie-preferences');
    const form = new DOMParser().parseFromString(html, 'text/html').forms[0]!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/storage-preferences']);
    const named = (name: string) => [...form.elements].filter((field) => field.getAttribute('name') === name);
    expect(named('back').map((field) => [field.getAttribute('type'), field.getAttribute('value')])).toEqual([
      ['hidden', '/sw/cookie-preferences'],
    ]);
    expect(
      named('optional').map((field) => [field.getAttribute('type'), field.getAttribute('value')]),
    ).toEqual([['checkbox', 'on']]);
    expect(named('do').map((field) => [field.getAttribute('type'), field.getAttribute('value')])).toEqual([
      ['submit', 'save'],
      ['submit', 'clear'],
    ]);
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('data-hydrated');
  });

  it.each([
    ['?storage=on', true, 'Saved: optional storage is allowed on this device.'],
    ['?storage=off', false, 'Saved: optional storage is off.'],
    ['?storage=cleared', false, 'Done: what this site stored on this device was removed.'],
    ['?storage=yes', false, ''],
  ])("renders the server's answer %s into the page", (query, checked, status) => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server HTML, not a Testing Library render
    const html = serverHtml(`/cookie-preferences${query}`);
    expect(/<input[^>]*type="checkbox"[^>]*checked=""/.test(html)).toBe(checked);
    expect(/<p role="status"[^>]*>(.*?)<\/p>/.exec(html)?.[1]).toBe(status);
  });

  it('marks its controls once the app runs them', () => {
    renderBlock();
    const clear = screen.getByRole('button', { name: 'Clear stored data' });
    // eslint-disable-next-line testing-library/no-node-access -- the mark is on the controls' form, which has no name
    const controls = clear.closest('[data-hydrated]');
    expect(controls).not.toBeNull();
    expect(controls).toContainElement(screen.getByRole('checkbox'));
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
