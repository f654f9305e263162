// Its own catalog: the offline page is written at build time, so these texts never ship in the bundle.
import escapeHtml from 'escape-html';
import { createIntl, defineMessages } from 'react-intl';
import en from './messages/en.json' with { type: 'json' };
import sw from './messages/sw.json' with { type: 'json' };

const catalogs = { en, sw } as const;

const messages = defineMessages({
  title: {
    id: 'shell.offline.title',
    defaultMessage: 'You are offline',
    description:
      'Heading (and browser tab title) of the page shown for a page not saved on the phone while it has no connection',
  },
  text: {
    id: 'shell.offline.text',
    defaultMessage:
      'This page has not been saved on this device yet, and there is no connection to fetch it.',
    description: 'First paragraph of the offline page, under "You are offline"',
  },
  hint: {
    id: 'shell.offline.hint',
    defaultMessage:
      'Pages you have already opened still work offline. Check your data or Wi-Fi and try again.',
    description: 'Second paragraph of the offline page: what still works and what to check',
  },
  retry: {
    id: 'shell.offline.retry',
    defaultMessage: 'Try again',
    description: 'Button of the offline page that loads the page again; short',
  },
  home: {
    id: 'shell.offline.home',
    defaultMessage: 'Go to the home page',
    description: 'Second button of the offline page, to the home page',
  },
  brand: {
    id: 'shell.offline.brand',
    defaultMessage: 'Vodacom Tanzania',
    description:
      "The company's name beside the logo on the offline page and in its tab title: the same in every language (docs/glossary.md)",
  },
});

/**
 * The page the service worker shows for a page never opened while there is no connection: plain
 * HTML in the page's language, no script (the CSP allows none inline), styles inline, the logo from
 * the precached favicon. "Try again" reloads the address the visitor asked for.
 */
export function offlinePage(locale: 'en' | 'sw'): string {
  // English under the language's own texts: a missing one falls back, as on every page.
  const intl = createIntl({ locale, defaultLocale: 'en', messages: { ...en, ...catalogs[locale] } });
  const t = (key: keyof typeof messages) => escapeHtml(intl.formatMessage(messages[key]));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<meta name="theme-color" content="#e60000" />
<title>${t('title')} | ${t('brand')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff;line-height:1.5}
header{display:flex;align-items:center;gap:12px;padding:12px 16px;border-bottom:4px solid #e60000}
header img{width:40px;height:40px}
header span{font-weight:800;font-size:1.125rem}
main{max-width:40rem;margin:0 auto;padding:48px 16px}
h1{margin:0 0 16px;font-size:clamp(1.875rem,1.43rem + 1.9vw,3rem);line-height:1.15}
p{margin:0 0 16px;font-size:1.125rem}
.hint{color:#4a4a4a;font-size:1rem}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:32px}
a{display:inline-flex;align-items:center;min-height:48px;padding:0 24px;border-radius:999px;font-weight:700;text-decoration:none}
.primary{background:#e60000;color:#fff}
.primary:hover{background:#b30000}
.secondary{border:2px solid #e60000;color:#b30000}
a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
</style>
</head>
<body>
<header><img src="/favicon.svg" alt="" width="40" height="40" /><span>${t('brand')}</span></header>
<main>
<h1>${t('title')}</h1>
<p>${t('text')}</p>
<p class="hint">${t('hint')}</p>
<div class="actions"><a class="primary" href="">${t('retry')}</a><a class="secondary" href="${locale === 'sw' ? '/sw' : '/'}">${t('home')}</a></div>
</main>
</body>
</html>
`;
}
