import { followServedLinks } from './served-links';

/** A served part holding `links`, and the clicks that reach past the page (not prevented). */
function servedPart(links: string) {
  document.body.innerHTML = `<div data-served="blocks.rich-text:1">${links}</div><a id="outside" href="/faq">FAQ</a>`;
  const native: string[] = [];
  const record = (event: MouseEvent) => {
    if (!event.defaultPrevented) native.push((event.target as Element).id);
    event.preventDefault(); // jsdom does not navigate; the test only reads what reached it
  };
  document.addEventListener('click', record);
  return { native, done: () => document.removeEventListener('click', record) };
}

const click = (id: string, init: MouseEventInit = {}) =>
  document
    .getElementById(id)
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

describe('followServedLinks', () => {
  it("navigates in the app on a plain click on a served link to a page of the page's language", () => {
    const navigate = vi.fn();
    const stop = followServedLinks(navigate, 'en');
    const page = servedPart('<a id="in" href="/mpesa?tab=fees#send"><span id="label">M-Pesa</span></a>');
    click('label');
    expect(navigate).toHaveBeenCalledWith('/mpesa?tab=fees#send');
    expect(page.native).toEqual([]);
    stop();
    page.done();
  });

  it('marks the document while it follows served links, and no longer once stopped', () => {
    const stop = followServedLinks(vi.fn(), 'en');
    expect(document.documentElement.hasAttribute('data-served-links')).toBe(true);
    stop();
    expect(document.documentElement.hasAttribute('data-served-links')).toBe(false);
  });

  it('takes the path inside the language base on a Swahili page', () => {
    const navigate = vi.fn();
    const stop = followServedLinks(navigate, 'sw', '/sw');
    const page = servedPart('<a id="sw" href="/sw/mpesa">M-Pesa</a><a id="home" href="/sw">Nyumbani</a>');
    click('sw');
    click('home');
    expect(navigate.mock.calls).toEqual([['/mpesa'], ['/']]);
    stop();
    page.done();
  });

  it('leaves every other click to the browser', () => {
    const navigate = vi.fn();
    const stop = followServedLinks(navigate, 'en');
    const page = servedPart(
      [
        '<a id="other-language" href="/sw/mpesa">sw</a>',
        '<a id="other-site" href="https://example.org/">x</a>',
        '<a id="tab" href="/mpesa" target="_blank">tab</a>',
        '<a id="file" href="/uploads/report.pdf" download>pdf</a>',
        '<a id="phone" href="tel:100">100</a>',
        `<a id="jump" href="${window.location.pathname}${window.location.search}#top">top</a>`,
        '<a id="modified" href="/mpesa">modified</a>',
      ].join(''),
    );
    for (const id of ['other-language', 'other-site', 'tab', 'file', 'phone', 'jump', 'outside']) click(id);
    click('modified', { ctrlKey: true });
    click('modified', { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
    expect(page.native).toEqual([
      'other-language',
      'other-site',
      'tab',
      'file',
      'phone',
      'jump',
      'outside',
      'modified',
      'modified',
    ]);
    stop();
    page.done();
  });

  it('leaves a click a router link already answered', () => {
    const navigate = vi.fn();
    const stop = followServedLinks(navigate, 'en');
    const page = servedPart('<a id="routed" href="/mpesa">M-Pesa</a>');
    document.getElementById('routed')?.addEventListener('click', (event) => event.preventDefault());
    click('routed');
    expect(navigate).not.toHaveBeenCalled();
    stop();
    page.done();
  });
});
