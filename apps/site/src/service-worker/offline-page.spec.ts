import { offlinePage } from './offline-page';

describe('offline page', () => {
  it('is translated, has no script and links home in its language', () => {
    const en = offlinePage('en');
    const sw = offlinePage('sw');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>You are offline</h1>');
    expect(en).toContain('href="/"');
    expect(sw).toContain('<html lang="sw">');
    expect(sw).toContain('<h1>Huna mtandao</h1>');
    expect(sw).toContain('href="/sw"');
    for (const page of [en, sw]) expect(page).not.toMatch(/<script/i);
  });
});
