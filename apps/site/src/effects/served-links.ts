import { localeOfPath, type Locale } from '@site/shared-i18n';
import { servedPartOf } from '@site/shared-ui';
import { siteLinkClicked } from './site-link-click';

type Navigate = (to: string) => unknown;

/**
 * A link of a served part (ADR 0032) is a plain anchor: the browser never rendered it, so no router
 * link answers its click. A plain click on one to another page of the site in the page's language
 * navigates in the app, as a router link's does (`navigate` takes the path inside the language's
 * base). Anything else stays the browser's: a modified click, another target, a download, another
 * site or language, a `tel:` or `mailto:` link, a jump within the page.
 */
export function followServedLinks(navigate: Navigate, locale: Locale, basename = ''): () => void {
  const onClick = (event: MouseEvent) => {
    const link = siteLinkClicked(event);
    if (!link || !servedPartOf(link) || localeOfPath(link.pathname) !== locale) return;
    event.preventDefault();
    void navigate(`${link.pathname.slice(basename.length) || '/'}${link.search}${link.hash}`);
  };
  document.addEventListener('click', onClick);
  // Its code loads beside the hydration, so a click can come before it: the mark says from when a
  // served link's click stays in the app (what a test waits for before it clicks one).
  document.documentElement.setAttribute('data-served-links', '');
  return () => {
    document.removeEventListener('click', onClick);
    document.documentElement.removeAttribute('data-served-links');
  };
}
