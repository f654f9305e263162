import type { PageAssets } from './assets.ts';
import escapeHtml from 'escape-html';

/**
 * Starts the page's scripts after its first paint. Announced in the head, their module preloads
 * (~160 kB on a phone's connection) shared the first seconds with the stylesheet and the hero image:
 * the page, already complete as HTML, painted later for scripts it does not need to paint. Started
 * here, they wait one frame: the entry first, then the preloads one per task (each starts a fetch and
 * costs 3-4 ms of main thread on this repository's host, ten times that on a low-tier phone: two in a
 * task made one of 60-80 ms there, one stays under 50). The files come from the tag's data
 * attributes, so the code is the same on every page and the CSP allows it by one hash. A tab opened in
 * the background runs no frames: its scripts start on `load` instead.
 */
export const deferredScriptsLoader =
  '(function(){var d=document,t=d.currentScript,done=0;function add(e){d.head.appendChild(e)}' +
  "function go(){if(done)return;done=1;var s=d.createElement('script');s.type='module';" +
  "s.src=t.getAttribute('data-entry');add(s);var h=t.getAttribute('data-preload').split(' ').filter(Boolean);" +
  "(function next(){h.splice(0,1).forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';" +
  'l.href=u;add(l)});if(h.length)setTimeout(next)})()}' +
  "requestAnimationFrame(function(){setTimeout(go)});addEventListener('load',go)})();";

/** The loader with this page's files: its entry, and every module it imports or renders with. */
export function deferredScriptsTag(assets: PageAssets): string {
  return (
    `<script data-entry="${escapeHtml(assets.entry)}" data-preload="${escapeHtml(assets.preload.join(' '))}">` +
    `${deferredScriptsLoader}</script>`
  );
}
