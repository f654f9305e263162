import { cacheable, offlinePageFor, routeKind } from './rules';

const origin = 'https://www.example.test';
const at = (path: string) => new URL(path, origin);
const get = (mode = 'navigate') => ({
  method: 'GET',
  mode,
  destination: mode === 'navigate' ? 'document' : '',
});

describe('service worker rules', () => {
  it('routes page navigations, content reads and hashed files', () => {
    expect(routeKind(get(), at('/mpesa'), origin)).toBe('page');
    expect(routeKind(get(), at('/sw/mpesa'), origin)).toBe('page');
    expect(routeKind(get('cors'), at('/api/mpesa?locale=en'), origin)).toBe('content');
    expect(routeKind(get('no-cors'), at('/assets/entry-client-abc.js'), origin)).toBe('file');
    expect(routeKind(get('no-cors'), at('/uploads/photo.webp'), origin)).toBe('file');
    expect(routeKind(get('no-cors'), at('/_img/avif/640/photo.jpg'), origin)).toBe('file');
  });

  it('never touches posts, previews, other origins or the worker itself', () => {
    expect(routeKind({ ...get('cors'), method: 'POST' }, at('/api/shareholder-forms'), origin)).toBeNull();
    expect(routeKind(get(), at('/_preview?secret=x'), origin)).toBeNull();
    expect(routeKind(get(), at('/sw/_preview'), origin)).toBeNull();
    expect(routeKind(get('cors'), new URL('https://cdn.other.test/a.js'), origin)).toBeNull();
    expect(routeKind(get('no-cors'), at('/sw.js'), origin)).toBeNull();
    expect(routeKind(get(), at('/healthz'), origin)).toBeNull();
  });

  it('keeps only complete answers the server lets a browser keep', () => {
    const answer = (status: number, control?: string) => ({
      status,
      headers: new Headers(control ? { 'Cache-Control': control } : {}),
    });
    expect(cacheable(answer(200, 'public, max-age=0, s-maxage=5'))).toBe(true);
    expect(cacheable(answer(200))).toBe(true);
    expect(cacheable(answer(200, 'no-store'))).toBe(false);
    expect(cacheable(answer(200, 'no-store, private'))).toBe(false);
    expect(cacheable(answer(200, 'private, max-age=60'))).toBe(false);
    expect(cacheable(answer(404, 'public, max-age=0'))).toBe(false);
    expect(cacheable(answer(503, 'no-store'))).toBe(false);
  });

  it('picks the offline page of the address language', () => {
    expect(offlinePageFor(`${origin}/sw/songesha`)).toBe('/offline.sw.html');
    expect(offlinePageFor(`${origin}/sw`)).toBe('/offline.sw.html');
    expect(offlinePageFor(`${origin}/swahili-page`)).toBe('/offline.en.html');
    expect(offlinePageFor(`${origin}/`)).toBe('/offline.en.html');
  });
});
