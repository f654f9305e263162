import { deviceStorage } from '@site/shared-i18n';

/**
 * Runs in the head before anything paints: a visitor whose remembered language (`lang`) differs from
 * the page's is sent to the same page in their language, so a Swahili reader never sees English flash
 * by. It also remembers the choice when a language link (`a[data-locale]`, the language switch) is
 * followed, from the first paint on: a tap before the app has hydrated must not be undone by the
 * redirect on the next page. Inline (a request would delay the first paint on slow networks) and
 * fixed, so the server allows it in the CSP by its hash.
 */
export const langRedirectScript =
  `(function(){var k='${deviceStorage.language.key}';try{var l=localStorage.getItem(k),` +
  'p=location.pathname,s=/^\\/sw(\\/|$)/.test(p),r=location.search+location.hash;' +
  "if(l==='sw'&&!s)location.replace('/sw'+(p==='/'?'':p)+r);else if(l==='en'&&s)location.replace((p.slice(3)||'/')+r)}catch(e){}" +
  "document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-locale]');" +
  "if(a)try{localStorage.setItem(k,a.getAttribute('data-locale'))}catch(x){}},true)})();";
