import { langRedirectScript } from './lang-redirect';

// The head's inline script, run as the browser runs it: before (and without) the app. The listener it
// adds to the document is removed after this file: the next file's tests share the document.
const added: Parameters<typeof document.addEventListener>[] = [];
beforeAll(() => {
  localStorage.clear(); // no saved language: the script does not redirect
  const addEventListener = vi.spyOn(document, 'addEventListener');
  // eslint-disable-next-line no-new-func -- the script is inline HTML in production
  new Function(langRedirectScript)();
  added.push(...addEventListener.mock.calls);
  addEventListener.mockRestore();
});
afterAll(() => added.forEach((args) => document.removeEventListener(...args)));

function followed(html: string) {
  document.body.innerHTML = html;
  const link = document.querySelector('a')!;
  link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
  link.querySelector('span')?.click();
  return localStorage.getItem('lang');
}

describe('the head language script', () => {
  it('remembers the language of a followed language link, also from a click on its text', () => {
    expect(followed('<a href="/sw/mpesa" data-locale="sw"><span>SW</span></a>')).toBe('sw');
    expect(followed('<a href="/mpesa" data-locale="en"><span>EN</span></a>')).toBe('en');
  });

  it('leaves the saved language alone for any other link', () => {
    localStorage.setItem('lang', 'sw');
    expect(followed('<a href="/mpesa" hreflang="en"><span>M-Pesa</span></a>')).toBe('sw');
  });
});
