import { langRedirectScript } from './lang-redirect';

// The head's inline script, run as the browser runs it: before (and without) the app.
beforeAll(() => {
  localStorage.clear(); // no saved language: the script does not redirect
  // eslint-disable-next-line no-new-func -- the script is inline HTML in production
  new Function(langRedirectScript)();
});

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
