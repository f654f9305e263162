import type { Params } from 'react-router';

/**
 * `/faq/:item` on the FAQ's served HTML (ADR 0032): the question whose slug the address names is
 * opened (its `<details>`; the others of the list close, being one named group) and scrolled to, as
 * the list's own component does when the browser renders it. The server's HTML opens it already:
 * this answers a navigation in the app to another question, and scrolls on arrival.
 */
export default function openRouteQuestion(part: HTMLElement, { item }: Readonly<Params>): void {
  if (!item) return;
  const anchor = [...part.querySelectorAll('[id]')].find((element) => element.id === item);
  const question = anchor?.closest('details');
  if (!anchor || !question) return;
  question.open = true;
  // Not in the jsdom of tests, nor in old WebViews: scrolling is a nicety there.
  anchor.scrollIntoView?.({ block: 'start' });
}
