import { deviceStorage } from '@site/shared-i18n';

/**
 * Runs in the head before anything paints: a visitor whose remembered language (`lang`, saved by the
 * language switch) differs from the page's is sent to the same page in their language, so a Swahili
 * reader never sees English flash by. Inline (a request would delay the first paint on slow
 * networks) and fixed, so the server allows it in the CSP by its hash.
 */
export const langRedirectScript =
  `(function(){try{var l=localStorage.getItem('${deviceStorage.language.key}'),` +
  'p=location.pathname,s=/^\\/sw(\\/|$)/.test(p),r=location.search+location.hash;' +
  "if(l==='sw'&&!s)location.replace('/sw'+(p==='/'?'':p)+r);else if(l==='en'&&s)location.replace((p.slice(3)||'/')+r)}catch(e){}})();";
