import { localeOfPath, type Locale } from '@site/shared-i18n';
import { servedPartOf } from '@site/shared-ui';

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
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !servedPartOf(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || localeOfPath(url.pathname) !== locale) return;
    const here = window.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    void navigate(`${url.pathname.slice(basename.length) || '/'}${url.search}${url.hash}`);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
